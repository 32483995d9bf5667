import { Link } from 'react-router-dom';
import { BEST_QUOTE_DAY_SOURCE, formatUkDate } from '@renewly/shared-contracts';
import { usePolicies } from '../../../api/get-policies';
import { bestQuoteDayAdvice } from '../../../components/best-quote-day-text';
import { RegistrationPlate } from '../../../components/registration-plate';
import { getQuotesThisWeek } from '../get-quotes-this-week';

/**
 * 'Get quotes this week' (issue 39 §2): the policies inside their quote window today, each with its best day. Shown
 * only when there is one (plain markup, drawn by the server too). Each car links to its card on the Policies page,
 * where "Quotes you got" records the prices found.
 */
export function GetQuotesCard() {
  const policies = usePolicies();
  const items = getQuotesThisWeek(policies.data ?? []);
  if (items.length === 0) return null;
  return (
    <section className="rp-card" data-testid="get-quotes" aria-labelledby="rp-get-quotes-heading">
      <h2 id="rp-get-quotes-heading">Get quotes this week</h2>
      <p className="rp-muted rp-quotes-why">
        Comparison-site prices are usually lowest about 26 days before the new policy starts; 18 to 28 days is fine.{' '}
        <a href={BEST_QUOTE_DAY_SOURCE.url} target="_blank" rel="noopener noreferrer">
          Source: {BEST_QUOTE_DAY_SOURCE.name}
        </a>
      </p>
      <ul className="rp-list">
        {items.map(({ policy, best }) => (
          <li key={policy.id} className="rp-renewal" data-testid="get-quotes-item" data-registration={policy.registrationNumber}>
            <RegistrationPlate registration={policy.registrationNumber} size="small" />
            <div className="rp-renewal-main">
              <strong>
                <Link to={`/policies?policy=${encodeURIComponent(policy.id)}`}>
                  {policy.carManufacturer} {policy.carModel}
                </Link>
              </strong>
              <div className="rp-muted">
                {bestQuoteDayAdvice(best).lead} ({bestQuoteDayAdvice(best).detail}) · renews {formatUkDate(policy.renewalDate)}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
