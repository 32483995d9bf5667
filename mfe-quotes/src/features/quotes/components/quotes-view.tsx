import { usePolicies } from '../api/get-policies';
import { ExternalLinks } from './external-links';
import { QuotesStyles } from './quotes-styles';
import { VehicleQuotes } from './vehicle-quotes';

export const ESTIMATE_NOTICE =
  'These are estimates worked out from your current premium or a published UK average, not offers from the insurers. Get a real price from the insurer or a comparison site.';

/** antd's filled info-circle and close-circle, drawn without antd. */
function AlertIcon({ type }: { type: 'info' | 'error' }) {
  const path =
    type === 'info'
      ? 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z'
      : 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z';
  return (
    <svg className="rq-alert-icon" viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** Quotes only for active policies (spec §9); the external links whatever the state. */
export function QuotesView() {
  const policies = usePolicies();
  const active = (policies.data ?? []).filter((p) => p.isActive);
  return (
    <div className="rq-stack">
      <QuotesStyles />
      <div className="rq-alert" role="note">
        <AlertIcon type="info" />
        <div>
          <p className="rq-alert-title">Estimated quotes</p>
          <p className="rq-alert-text">{ESTIMATE_NOTICE}</p>
        </div>
      </div>
      {policies.isPending ? (
        <div aria-busy="true" aria-label="Loading quotes">
          {[100, 100, 100, 61].map((width, i) => (
            <div key={i} className="rq-skeleton" style={{ width: `${width}%` }} />
          ))}
        </div>
      ) : policies.isError ? (
        <div className="rq-alert rq-alert-error" role="alert">
          <AlertIcon type="error" />
          <p className="rq-alert-title">Failed to load your policies. Please try again later.</p>
        </div>
      ) : active.length === 0 ? (
        <p className="rq-empty">No active policies. Add or activate a policy to generate quotes.</p>
      ) : (
        active.map((p) => <VehicleQuotes key={p.id} policy={p} />)
      )}
      <ExternalLinks />
      <p className="rq-muted" style={{ margin: 0 }}>
        External sites open in a new tab.
      </p>
    </div>
  );
}
