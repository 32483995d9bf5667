// Each remote's standalone development page: its pages with their own router, query client and theme
// (inside the shell they use the shell's, through the shared singletons).
import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { brandTheme, queryClientDefaults } from '@renewly/shared-contracts';

export interface StandalonePage {
  path: string;
  label: string;
  Page: ComponentType;
}

export interface StandaloneOptions {
  /** Shown in the page's top bar, e.g. 'mfe-quotes'. */
  appName: string;
  /** The first page is where '/' and unknown paths lead. */
  pages: [StandalonePage, ...StandalonePage[]];
  container?: HTMLElement | null;
}

function StandaloneApp({ appName, pages }: Omit<StandaloneOptions, 'container'>) {
  const home = pages[0].path;
  return (
    <>
      <nav style={{ display: 'flex', gap: 16, padding: '12px 24px', borderBottom: '1px solid #e5e7eb', background: '#fff' }}>
        <strong>{appName} (standalone)</strong>
        {pages.map(({ path, label }) => (
          <Link key={path} to={path}>
            {label}
          </Link>
        ))}
      </nav>
      <Routes>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {home !== '/' && <Route path="/" element={<Navigate to={home} replace />} />}
        <Route path="*" element={<Navigate to={home} replace />} />
      </Routes>
    </>
  );
}

/** Renders the standalone page into `container` (default `#root`); returns the React root, or null without one. */
export function renderStandalone({ appName, pages, container = document.getElementById('root') }: StandaloneOptions): Root | null {
  if (!container) return null;
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={brandTheme}>
          <BrowserRouter>
            <StandaloneApp appName={appName} pages={pages} />
          </BrowserRouter>
        </ConfigProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return root;
}
