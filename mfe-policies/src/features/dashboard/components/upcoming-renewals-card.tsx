import { Link } from 'react-router-dom';
import { formatUkDate, POLICY_STATUS_LABELS, priceRiseHeadline, renewalPriceRise, type PolicyStatus, type RenewalPricesView } from '@renewly/shared-contracts';
import { usePolicies } from '../../../api/get-policies';
import { RegistrationPlate } from '../../../components/registration-plate';
import { renewalCountdown } from '../../../components/renewal-countdown';
import { upcomingRenewals } from '../upcoming-renewals';
import { SkeletonLines } from './dashboard-styles';

const TAG_CLASS: Record<PolicyStatus, string> = {
  expired: 'rp-tag-danger',
  urgent: 'rp-tag-warning',
  upcoming: 'rp-tag-gold',
  active: 'rp-tag-plain',
};

export function UpcomingRenewalsCard() {
  const policies = usePolicies();
  const items = upcomingRenewals(policies.data ?? []);
  return (
    <section className="rp-card" data-testid="upcoming-renewals" aria-labelledby="rp-upcoming-heading">
      <h2 id="rp-upcoming-heading">
        Upcoming Renewals <Link to="/policies">View all</Link>
      </h2>
      {policies.isPending ? (
        <SkeletonLines rows={3} label="Loading upcoming renewals" />
      ) : policies.isError ? (
        <div className="rp-error" role="alert">
          Failed to load your renewals. Please try again later.
        </div>
      ) : items.length === 0 ? (
        <div className="rp-empty">No renewals in the next 60 days.</div>
      ) : (
        <ul className="rp-list">
          {items.map(({ policy, days, status, soon }) => (
            <li
              key={policy.id}
              className="rp-renewal"
              data-testid="upcoming-renewal"
              data-registration={policy.registrationNumber}
              data-soon={soon ? 'true' : undefined}
            >
              <RegistrationPlate registration={policy.registrationNumber} size="small" />
              <div className="rp-renewal-main">
                <strong>
                  {policy.carManufacturer} {policy.carModel}
                </strong>
                <div className="rp-muted">
                  {formatUkDate(policy.renewalDate)} · {renewalCountdown(days)}
                </div>
                <PriceRiseBadge policy={policy} />
              </div>
              <span className={`rp-tag ${TAG_CLASS[status]}`} data-testid="upcoming-status">
                {POLICY_STATUS_LABELS[status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The rise on last year's premium beside a renewal that has one (issue 25). */
function PriceRiseBadge({ policy }: { policy: RenewalPricesView }) {
  const rise = renewalPriceRise(policy);
  if (!rise) return null;
  return (
    <span className="pr-badge" data-testid="upcoming-price-rise">
      {priceRiseHeadline(rise)}
    </span>
  );
}
