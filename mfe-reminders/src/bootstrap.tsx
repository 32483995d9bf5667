// Standalone development page (see federation/standalone-app.tsx).
import { renderStandalone } from '../../federation/standalone-app';
import RemindersPage from './pages/reminders-page';
import EmailTestPage from './pages/email-test-page';
import SmsTestPage from './pages/sms-test-page';

renderStandalone({
  appName: 'mfe-reminders',
  pages: [
    { path: '/reminders', label: 'Reminders', Page: RemindersPage },
    { path: '/email-test', label: 'Email test', Page: EmailTestPage },
    { path: '/sms-test', label: 'SMS test', Page: SmsTestPage },
  ],
});
