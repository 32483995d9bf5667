// Standalone development page (see federation/standalone-app.tsx).
import { renderStandalone } from '../../federation/standalone-app';
import ProfilePage from './pages/profile-page';

renderStandalone({
  appName: 'mfe-account',
  pages: [{ path: '/profile', label: 'Profile', Page: ProfilePage }],
});
