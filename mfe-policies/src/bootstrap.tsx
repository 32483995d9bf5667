// Standalone development page (see federation/standalone-app.tsx).
import { renderStandalone } from '../../federation/standalone-app';
import DashboardPage from './pages/dashboard-page';
import PoliciesPage from './pages/policies-page';

renderStandalone({
  appName: 'mfe-policies',
  pages: [
    { path: '/', label: 'Dashboard', Page: DashboardPage },
    { path: '/policies', label: 'Insurance Policies', Page: PoliciesPage },
  ],
});
