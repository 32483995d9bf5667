import { BEST_QUOTE_DAY_SOURCE, BEST_QUOTE_DAY_WHY } from '@renewly/shared-contracts';
import { bestQuoteDayAdvice, upcomingBestQuoteDay } from './best-quote-day-text';

/**
 * A policy card's 'Best day to get quotes: Tue 14 April' (renewal date less 26 days, issue 39 §2), its window and why,
 * linked to the source; said as the sources say it, never as a saving. Inside or after the window it says what to do now. Plain markup: the server draws it too.
 */
export function BestQuoteDayLine({ renewalDate }: { renewalDate: string }) {
  const best = upcomingBestQuoteDay(renewalDate);
  if (!best) return null;
  const advice = bestQuoteDayAdvice(best);
  return (
    <p className="pp-small pp-best-day" data-testid="best-quote-day">
      <span className="pp-strong">{advice.lead}</span>{' '}
      <span className="pp-muted">
        ({advice.detail}). {BEST_QUOTE_DAY_WHY}{' '}
        <a href={BEST_QUOTE_DAY_SOURCE.url} target="_blank" rel="noopener noreferrer">
          Source: {BEST_QUOTE_DAY_SOURCE.name}
        </a>
      </span>
    </p>
  );
}
