import { ConfigProvider, Typography } from 'antd';
import { brandTheme } from '@renewly/shared-contracts';

// Each remote applies the brand theme through its own ConfigProvider (antd is not shared).
// Exposed as `market/MarketTrendsPage` (route '/market-trends'). Placeholder until its feature work lands.
export default function MarketTrendsPage() {
  return (
    <ConfigProvider theme={brandTheme}>
      <section data-testid="market-trends-page" style={{ padding: 24 }}>
        <Typography.Title level={2}>Market Trends & Insights</Typography.Title>
      </section>
    </ConfigProvider>
  );
}
