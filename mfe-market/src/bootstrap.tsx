// Standalone development page: this app's pages with their own router, query client and theme
// (inside the shell they use the shell's, through the shared singletons).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { brandTheme, queryClientDefaults } from '@renewly/shared-contracts';
import MarketTrendsPage from './pages/market-trends-page';

const pages = [
  { path: '/market-trends', label: 'Market Trends & Insights', Page: MarketTrendsPage },
];

const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });

function StandaloneApp() {
  return (
    <>
      <nav style={{ display: 'flex', gap: 16, padding: '12px 24px', borderBottom: '1px solid #e5e7eb', background: '#fff' }}>
        <strong>mfe-market (standalone)</strong>
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
        <Route path="/" element={<Navigate to="/market-trends" replace />} />
        <Route path="*" element={<Navigate to="/market-trends" replace />} />
      </Routes>
    </>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider theme={brandTheme}>
          <BrowserRouter>
            <StandaloneApp />
          </BrowserRouter>
        </ConfigProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
