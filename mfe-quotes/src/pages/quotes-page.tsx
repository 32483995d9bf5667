import { routeOfPage } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import type { QueryClient } from '@tanstack/react-query';
import { QuotesView } from '../features/quotes/components/quotes-view';
import { policiesQuery } from '../features/quotes/api/get-policies';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('QuotesPage');

// Exposed as `quotes/QuotesPage` (route '/quotes'). No antd theme on the root: the page draws no antd (plain markup,
// quotes-styles.tsx), so its first screen needs no antd code, styles or CSS-in-JS work.
export default function QuotesPage() {
  return (
    <RemoteRoot name="quotes/QuotesPage">
      <section data-testid="quotes-page" className={pageColumnClass(ROUTE.width)}>
        <PageHeader route={ROUTE} />
        <QuotesView />
      </section>
    </RemoteRoot>
  );
}

/**
 * The page's first reads, put in the cache before its first render where the server drew it (src/server/draw-page.tsx
 * from the same answers, which the page inlined): the page then draws the markup the server sent, and React keeps it.
 */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return queryClient.ensureQueryData(policiesQuery);
}
