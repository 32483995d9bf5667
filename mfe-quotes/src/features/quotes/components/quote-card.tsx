import { Card, Typography } from 'antd';
import { formatGBP, type Quote } from '@renewly/shared-contracts';

/** One estimated quote. Rating 0 means no independent rating is held: none is shown. */
export function QuoteCard({ quote }: { quote: Quote }) {
  const site = quote.purchaseUrl ?? quote.websiteUrl;
  return (
    <Card size="small" data-testid="quote-card" title={quote.provider}>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {formatGBP(quote.annualPremium)}
        </Typography.Text>{' '}
        a year, or {formatGBP(quote.monthlyPremium)} a month
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        Excess {formatGBP(quote.excess)} · {quote.coverage}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {quote.rating > 0 ? `Rating ${quote.rating}/5` : 'No independent rating held'}
      </Typography.Paragraph>
      {site && (
        <a href={site} target="_blank" rel="noopener noreferrer">
          Visit {quote.provider}
        </a>
      )}
    </Card>
  );
}
