// Standalone development page (see federation/standalone-app.tsx).
import { renderStandalone } from '../../federation/standalone-app';
import MarketTrendsPage from './pages/market-trends-page';

renderStandalone({
  appName: 'mfe-market',
  pages: [{ path: '/market-trends', label: 'Market Trends & Insights', Page: MarketTrendsPage }],
});
