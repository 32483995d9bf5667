import { AntdTheme } from '../../../federation/antd-theme';
import { routeOfPage } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import { MarketTrendsView } from '../features/market-trends/components/market-trends-view';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('MarketTrendsPage');

// Exposed as `market/MarketTrendsPage` (route '/market-trends').
export default function MarketTrendsPage() {
  return (
    <RemoteRoot name="market/MarketTrendsPage" theme={AntdTheme}>
      <section data-testid="market-trends-page" className={pageColumnClass(ROUTE.width)}>
        <PageHeader route={ROUTE} />
        <MarketTrendsView />
      </section>
    </RemoteRoot>
  );
}
