import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';

// Exposed as `market/MarketTrendsPage` (route '/market-trends'). Placeholder until its feature work lands.
export default function MarketTrendsPage() {
  return (
    <RemoteRoot name="market/MarketTrendsPage" theme={AntdTheme}>
      <section data-testid="market-trends-page" style={{ padding: 24 }}>
        <Typography.Title level={2}>Market Trends & Insights</Typography.Title>
      </section>
    </RemoteRoot>
  );
}
