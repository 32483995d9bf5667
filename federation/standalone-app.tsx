// Each remote's standalone development page: the pages the remote exposes, at the paths the shell gives them (both
// from shared-contracts' registry), with their own router. Each page brings its RemoteRoot, as inside the shell;
// one query client here keeps the cache across pages as the shell's does.
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { queryClientDefaults, routesOf, type ExposedPages, type RemoteName } from '@renewly/shared-contracts';

export interface StandaloneOptions<R extends RemoteName> {
  remote: R;
  /** The remote's src/exposed-pages.ts. */
  pages: ExposedPages<R, ComponentType>;
  container?: HTMLElement | null;
}

function StandaloneApp<R extends RemoteName>({ remote, pages }: Omit<StandaloneOptions<R>, 'container'>) {
  const routes = routesOf(remote).map((route) => ({
    ...route,
    Page: lazy(pages[route.page as keyof typeof pages] as () => Promise<{ default: ComponentType }>),
  }));
  const home = routes[0]?.path ?? '/';
  return (
    <>
      <nav style={{ display: 'flex', gap: 16, padding: '12px 24px', borderBottom: '1px solid #e5e7eb', background: '#fff' }}>
        <strong>mfe-{remote} (standalone)</strong>
        {routes.map(({ path, title }) => (
          <Link key={path} to={path}>
            {title}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<p style={{ padding: 24 }}>Loading...</p>}>
        <Routes>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          {home !== '/' && <Route path="/" element={<Navigate to={home} replace />} />}
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}

/** Renders the standalone page into `container` (default `#root`); returns the React root, or null without one. */
export function renderStandalone<R extends RemoteName>({
  remote,
  pages,
  container = document.getElementById('root'),
}: StandaloneOptions<R>): Root | null {
  if (!container) return null;
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <StandaloneApp remote={remote} pages={pages} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return root;
}
