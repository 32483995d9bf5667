// Standalone development page (see federation/standalone-app.tsx).
import { renderStandalone } from '../../federation/standalone-app';
import QuotesPage from './pages/quotes-page';

renderStandalone({
  appName: 'mfe-quotes',
  pages: [{ path: '/quotes', label: 'Insurance Quotes', Page: QuotesPage }],
});
