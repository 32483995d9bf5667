// What each remote's server build (src/server/draw-page.tsx) shares: a page drawn to HTML with its first reads already
// in a query client of its own, as the browser's cache holds them once the page's `prefetch` has run, and inside a
// router at the request's URL, as the browser draws it inside the shell's.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { queryClientDefaults } from '@renewly/shared-contracts';

export function drawWithQueries(page: ReactElement, queries: ReadonlyArray<readonly [QueryKey, unknown]>, url = '/'): string {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>{page}</StaticRouter>
      </QueryClientProvider>,
    );
  } finally {
    queryClient.clear();
  }
}
