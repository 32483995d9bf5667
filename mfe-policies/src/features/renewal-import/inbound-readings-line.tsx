// Issue 49: the policies page's line for each forwarded renewal email waiting for review, "Renewal notice received:
// check it", with the bell's words and a button that opens the review. Plain markup (the page's first load).
import { INBOUND_READING_TEXTS } from '@renewly/shared-contracts/features/inbound-readings-texts';
import { useInboundReadings } from './api/inbound-readings';

export function InboundReadingsLine({ onCheck }: { onCheck: (readingId: string) => void }) {
  const { data: readings = [] } = useInboundReadings();
  if (readings.length === 0) return null;
  return (
    <ul className="pp-inbound" aria-label="Renewal notices to check" data-testid="inbound-readings">
      {readings.map((reading) => (
        <li key={reading.id} className="pp-inbound-item">
          <span>
            <strong>{INBOUND_READING_TEXTS.received}</strong> <span className="pp-inbound-message">{reading.message}</span>
          </span>
          <button type="button" className="pp-button pp-button-primary" onClick={() => onCheck(reading.id)}>
            {INBOUND_READING_TEXTS.check}
          </button>
        </li>
      ))}
    </ul>
  );
}
