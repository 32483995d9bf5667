import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './routes';

jest.mock('../remotes/remote-page', () => ({
  RemotePage: ({ remote, page, title }: { remote: string; page: string; title: string }) => (
    <p>
      {remote}/{page}: {title}
    </p>
  ),
}));

function renderAt(...entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('AppRoutes (spec §2 route table)', () => {
  // The Not Found page is lazy; loading antd the first time takes jest longer than findBy waits.
  beforeAll(() => import('./not-found-page'), 30000);

  it.each([
    ['/', 'policies/DashboardPage: Dashboard'],
    ['/reminders', 'reminders/RemindersPage: Reminders'],
    ['/quotes', 'quotes/QuotesPage: Insurance Quotes'],
    ['/policies', 'policies/PoliciesPage: Insurance Policies'],
    ['/market-trends', 'market/MarketTrendsPage: Market Trends & Insights'],
    ['/profile', 'account/ProfilePage: Profile'],
    ['/settings', 'account/SettingsPage: Settings'],
    ['/email-test', 'reminders/EmailTestPage: Email test'],
    ['/sms-test', 'reminders/SmsTestPage: SMS test'],
  ])('%s loads %s', (path, text) => {
    renderAt(path);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows Page Not Found for any other path, with Go Back and a Dashboard link to /', async () => {
    renderAt('/quotes', '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('quotes/QuotesPage: Insurance Quotes')).toBeTruthy();
  });

  it('Go Back on a not-found page the app was opened on goes to the dashboard (no in-app page to go back to)', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('policies/DashboardPage: Dashboard')).toBeTruthy();
  });
});
