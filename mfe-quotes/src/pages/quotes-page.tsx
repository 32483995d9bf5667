import { Typography } from 'antd';

// Exposed as `quotes/QuotesPage` (route '/quotes'). Placeholder until its feature work lands.
export default function QuotesPage() {
  return (
    <section data-testid="quotes-page" style={{ padding: 24 }}>
      <Typography.Title level={2}>Insurance Quotes</Typography.Title>
    </section>
  );
}
