import { render, screen } from '@testing-library/react';
import { installFakeFetch } from '../../../scripts/jest/fake-fetch';
import EmailTestPage from './email-test-page';
import RemindersPage from './reminders-page';
import SmsTestPage from './sms-test-page';

// The pages this remote exposes to the shell (reminders/RemindersPage, /EmailTestPage, /SmsTestPage), each with
// its own query client when there is no host (the standalone page).
describe('reminders remote pages', () => {
  beforeEach(() => {
    installFakeFetch({
      'GET /api/reminders': { body: [] },
      'GET /api/policies': { body: [] },
      'GET /api/sms/status': { body: { configured: false, fromNumber: null } },
    });
  });

  it.each([
    ['RemindersPage', RemindersPage, 'Reminders'],
    ['EmailTestPage', EmailTestPage, 'Email test'],
    ['SmsTestPage', SmsTestPage, 'SMS test'],
  ])('%s shows its title', (_name, Page, title) => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
