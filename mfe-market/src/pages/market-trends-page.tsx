import { Typography } from 'antd';

// Exposed as `market/MarketTrendsPage` (route '/market-trends'). Placeholder until its feature work lands.
export default function MarketTrendsPage() {
  return (
    <section data-testid="market-trends-page" style={{ padding: 24 }}>
      <Typography.Title level={2}>Market Trends & Insights</Typography.Title>
    </section>
  );
}
