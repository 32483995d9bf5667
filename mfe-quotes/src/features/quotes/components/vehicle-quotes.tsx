import { useRef } from 'react';
import { displayRegistration, formatGBP, MAX_QUOTES_PER_VEHICLE, ROUTE_PATHS, type Policy } from '@renewly/shared-contracts';
import { useGenerateQuotes } from '../api/generate-quotes';
import { QuoteCard } from './quote-card';

/** One active vehicle: its generate action and at most 6 quote cards. */
export function VehicleQuotes({ policy }: { policy: Policy }) {
  const generate = useGenerateQuotes();
  // A second click before the button re-renders as busy would start a second generation.
  const running = useRef(false);
  const start = () => {
    if (running.current) return;
    running.current = true;
    generate.mutate(policy.id, { onSettled: () => (running.current = false) });
  };
  const quotes = policy.quotes.slice(0, MAX_QUOTES_PER_VEHICLE);
  // The accessible name starts with the visible words (WCAG 2.5.3, label in name).
  const action = quotes.length > 0 ? 'Regenerate quotes' : 'Generate quotes';
  const heading = `${policy.carManufacturer} ${policy.carModel} (${displayRegistration(policy.registrationNumber)})`;
  return (
    <div className="rq-card" data-testid="vehicle-quotes">
      <div className="rq-card-head">
        {/* Wrapped, not cut short, on a narrow screen. */}
        <span className="rq-card-title">
          {heading}
          {policy.sharedBy && <span className="rq-shared-by"> · Shared by {policy.sharedBy.firstName}</span>}
        </span>
        <button
          type="button"
          className="rq-button"
          disabled={generate.isPending}
          aria-busy={generate.isPending || undefined}
          onClick={start}
          aria-label={`${action} for ${policy.registrationNumber}`}
        >
          {generate.isPending && <span className="rq-spinner" aria-hidden="true" />}
          {action}
        </button>
      </div>
      <div className="rq-card-body rq-vehicle-body">
        <span className="rq-muted">
          {policy.insurer ? `Current insurer: ${policy.insurer}. ` : ''}
          {policy.currentPremium ? `Current premium: ${formatGBP(policy.currentPremium)} a year.` : 'No current premium given.'}
        </span>
        <span className="rq-muted">
          Got a real price from an insurer or a comparison site? Keep it under{' '}
          <a href={ROUTE_PATHS.policies}>Quotes you got</a> on the policy, beside the renewal offer.
        </span>
        {quotes.length === 0 ? (
          <span>No quotes yet. Generate estimated quotes for this vehicle.</span>
        ) : (
          <div className="rq-quotes" role="group" aria-label={`Estimated quotes for ${heading}`}>
            {quotes.map((q) => (
              <QuoteCard key={q.id} quote={q} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
