import { displayRegistration, formatUkDate } from '@renewly/shared-contracts';
import { type MarketTrendsItem } from '@renewly/shared-contracts/features/market';
import { TrendsTabs } from './trends-tabs';

function Plate({ registration }: { registration: string }) {
  const spaced = /^[A-Z]{2}\d{2}[A-Z]{3}$/.test(registration) ? `${registration.slice(0, 4)} ${registration.slice(4)}` : registration;
  return (
    <span
      data-testid="registration-plate"
      style={{ background: '#f9d949', color: '#111', border: '2px solid #111', borderRadius: 6, padding: '2px 10px', fontWeight: 800, letterSpacing: 1.5, whiteSpace: 'nowrap' }}
    >
      {spaced}
    </span>
  );
}

/** One vehicle: plate, manufacturer and model, registration, insurer, 'Updated: {date}', and the six tabs. */
export function VehicleTrendsCard({ item }: { item: MarketTrendsItem }) {
  const { policy, trends } = item;
  const name = `${policy.carManufacturer} ${policy.carModel}`;
  return (
    <div className="mt-card" data-testid="vehicle-trends">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <Plate registration={policy.registrationNumber} />
          <div>
            <h2 style={{ fontWeight: 600, fontSize: 16, margin: 0 }}>{name}</h2>
            <div className="mt-muted">
              {displayRegistration(policy.registrationNumber)}
              {policy.insurer ? ` · ${policy.insurer}` : ''}
              {policy.sharedBy ? ` · Shared by ${policy.sharedBy.firstName}` : ''}
            </div>
          </div>
        </div>
        <span className="mt-tag">Updated: {formatUkDate(trends.lastUpdated)}</span>
      </div>
      <TrendsTabs
        trends={trends}
        label={`Market insights for ${displayRegistration(policy.registrationNumber)}`}
        name={name}
        idBase={policy.id}
      />
    </div>
  );
}
