import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import type { RemoteRoute } from '@renewly/shared-contracts';
import { takeServerDrawnPage } from '../boot-data';
import { isRemoteFallback } from './fallback-plugin';
import { loadRemotePage } from './load-remote-page';
import { PageSkeleton } from './page-skeleton';
import { PlainRemoteFallback, RetryWhenOnline } from './plain-remote-fallback';
import { RouteErrorBoundary } from './route-error-boundary';

// Its code (antd's Result) loads only when a route fails; offline before it was ever fetched, the plain form stands in.
const RemoteFallback = lazy(() => import('./remote-fallback').catch(() => ({ default: PlainRemoteFallback })));

export type RemotePageProps = Pick<RemoteRoute, 'remote' | 'page' | 'title' | 'subtitle' | 'greeting' | 'width'> & {
  /** The signed-in user's first name, for the skeleton of a page whose heading greets them. */
  firstName?: string | null;
};

type PageModule = { default: ComponentType; prefetch?: (queryClient: QueryClient) => Promise<unknown> };

/**
 * Set while the server draws the page (server/draw-signed-in-page.tsx), where the remote page is not loaded:
 * 'loading-screen' draws the route's loading screen in its place, 'page-slot' a slot the API fills with the page's own
 * markup (drawn by the remote's server build).
 */
export const DrawingOnServer = createContext<false | 'loading-screen' | 'page-slot'>(false);

/** Replaced by the page's markup (shared-contracts' PAGE_SLOT_MARKUP). */
function PageSlot() {
  return <template data-renewly-page-slot="" />;
}

const never = new Promise<never>(() => undefined);
/** Suspends for good: the server then sends the route's loading screen, and the browser loads the page itself. */
function LoadedInTheBrowser(): never {
  throw never;
}

/** One route's remote page: skeleton (with the page's header) while loading, fallback with Retry if it cannot load. */
export function RemotePage({ remote, page, title, subtitle, greeting, width, firstName }: RemotePageProps) {
  const onServer = useContext(DrawingOnServer);
  // The app's client (none in a test that draws the page alone: nothing is prefetched then).
  const queryClient = useContext(QueryClientContext);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    document.title = `${title} · Renewly`;
  }, [title]);

  const skeleton = <PageSkeleton route={{ title, subtitle, greeting, width }} firstName={firstName} />;

  const Page = useMemo(
    () =>
      lazy(async (): Promise<PageModule> => {
        const module = await loadRemotePage<PageModule>(remote, page, { retry: attempt > 0 });
        if (isRemoteFallback(module)) {
          return { default: () => <RemoteFallback title={title} onRetry={retry} /> };
        }
        // The first page of a load the server drew: its first reads go in the cache first, so its first render is
        // the server's markup (React keeps it), or, after the server's loading screen, the page complete (no loading
        // state inside it that would then grow and push what is below).
        if (module.prefetch && queryClient && takeServerDrawnPage(page)) await module.prefetch(queryClient).catch(() => undefined);
        return module;
      }),
    [remote, page, title, attempt, retry, queryClient],
  );

  return (
    <RouteErrorBoundary
      key={`${remote}/${page}/${attempt}`}
      onRetry={retry}
      fallback={(reset) => (
        <Suspense fallback={skeleton}>
          <RemoteFallback title={title} onRetry={reset} />
          <RetryWhenOnline onRetry={reset} />
        </Suspense>
      )}
    >
      <Suspense fallback={skeleton}>
        {onServer === 'page-slot' ? <PageSlot /> : onServer ? <LoadedInTheBrowser /> : <Page />}
      </Suspense>
    </RouteErrorBoundary>
  );
}
