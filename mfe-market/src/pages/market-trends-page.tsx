import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';
import { MarketTrendsView } from '../features/market-trends/components/market-trends-view';

// Exposed as `market/MarketTrendsPage` (route '/market-trends').
export default function MarketTrendsPage() {
  return (
    <RemoteRoot name="market/MarketTrendsPage" theme={AntdTheme}>
      <section data-testid="market-trends-page" style={{ padding: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          Market Trends &amp; Insights
        </Typography.Title>
        <MarketTrendsView />
      </section>
    </RemoteRoot>
  );
}
