import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RemoteRoute } from '@renewly/shared-contracts';
import { isRemoteFallback } from './fallback-plugin';
import { loadRemotePage } from './load-remote-page';
import { PageSkeleton } from './page-skeleton';
import { RouteErrorBoundary } from './route-error-boundary';

const RemoteFallback = lazy(() => import('./remote-fallback'));

export type RemotePageProps = Pick<RemoteRoute, 'remote' | 'page' | 'title' | 'subtitle' | 'greeting' | 'width'> & {
  /** The signed-in user's first name, for the skeleton of a page whose heading greets them. */
  firstName?: string | null;
};

type PageModule = { default: ComponentType };

/** True while the server draws the page (server/draw-signed-in-page.tsx): the remote page is not loaded there. */
export const DrawingOnServer = createContext(false);

const never = new Promise<never>(() => undefined);
/** Suspends for good: the server then sends the route's loading screen, and the browser loads the page itself. */
function LoadedInTheBrowser(): never {
  throw never;
}

/** One route's remote page: skeleton (with the page's header) while loading, fallback with Retry if it cannot load. */
export function RemotePage({ remote, page, title, subtitle, greeting, width, firstName }: RemotePageProps) {
  const onServer = useContext(DrawingOnServer);
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
        return module;
      }),
    [remote, page, title, attempt, retry],
  );

  return (
    <RouteErrorBoundary
      key={`${remote}/${page}/${attempt}`}
      onRetry={retry}
      fallback={(reset) => (
        <Suspense fallback={skeleton}>
          <RemoteFallback title={title} onRetry={reset} />
        </Suspense>
      )}
    >
      <Suspense fallback={skeleton}>{onServer ? <LoadedInTheBrowser /> : <Page />}</Suspense>
    </RouteErrorBoundary>
  );
}
