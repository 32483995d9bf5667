import { routeOfPage } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import type { QueryClient } from '@tanstack/react-query';
import { MarketTrendsView } from '../features/market-trends/components/market-trends-view';
import { marketTrendsQuery } from '../features/market-trends/api/get-market-trends';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('MarketTrendsPage');

// Exposed as `market/MarketTrendsPage` (route '/market-trends'). No antd: plain markup (trends-styles.tsx).
export default function MarketTrendsPage() {
  return (
    <RemoteRoot name="market/MarketTrendsPage">
      <section data-testid="market-trends-page" className={pageColumnClass(ROUTE.width)}>
        <PageHeader route={ROUTE} />
        <MarketTrendsView />
      </section>
    </RemoteRoot>
  );
}

/** The page's first read, put in the cache before its first render where the server drew it (src/server/draw-page.tsx). */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return queryClient.ensureQueryData(marketTrendsQuery);
}
