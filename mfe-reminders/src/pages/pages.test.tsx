import { render, screen } from '@testing-library/react';
import EmailTestPage from './email-test-page';
import RemindersPage from './reminders-page';
import SmsTestPage from './sms-test-page';

// The pages this remote exposes to the shell (reminders/RemindersPage, /EmailTestPage, /SmsTestPage).
describe('reminders remote pages', () => {
  it.each([
    ['RemindersPage', RemindersPage, 'Reminders'],
    ['EmailTestPage', EmailTestPage, 'Email test'],
    ['SmsTestPage', SmsTestPage, 'SMS test'],
  ])('%s shows its title', (_name, Page, title) => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  });
});
