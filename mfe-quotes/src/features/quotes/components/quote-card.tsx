import { formatGBP, type Quote } from '@renewly/shared-contracts';

/** One estimated quote (worked out by Renewly, not offered by the insurer). Rating 0 means no independent rating is held: none is shown. */
export function QuoteCard({ quote }: { quote: Quote }) {
  const site = quote.purchaseUrl ?? quote.websiteUrl;
  return (
    <div className="rq-card rq-card-small" data-testid="quote-card">
      <div className="rq-card-head">
        <span className="rq-card-title">{quote.provider}</span>
      </div>
      <div className="rq-card-body">
        {/* Issue 39 §3: an estimate is never shown as a price someone offered. */}
        <p className="rq-line">
          Estimated <strong className="rq-price">{formatGBP(quote.annualPremium)}</strong> a year, or {formatGBP(quote.monthlyPremium)} a
          month
        </p>
        <p className="rq-line rq-muted">An estimate, not an offer from {quote.provider}</p>
        <p className="rq-line rq-muted">
          Excess {formatGBP(quote.excess)} · {quote.coverage}
        </p>
        <p className="rq-line rq-muted">{quote.rating > 0 ? `Rating ${quote.rating}/5` : 'No independent rating held'}</p>
        {site && (
          <a href={site} target="_blank" rel="noopener noreferrer">
            Visit {quote.provider}
          </a>
        )}
      </div>
    </div>
  );
}
