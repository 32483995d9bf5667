import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QUERY_KEYS } from '@renewly/shared-contracts';
import { AppHeader } from './app-header';
import { MobileNav } from './mobile-nav';
import { USER_MENU_WIDTH_PX } from './user-menu';
import { installFakeFetch } from '../../../scripts/jest/fake-fetch';
import { renderWithProviders } from '../lib/testing/render-with-providers';
import { sampleUser } from '../lib/testing/sample-user';
import { useToastStore } from '../toasts/toast-store';

beforeEach(() => act(() => useToastStore.getState().dismiss()));

async function shownToast() {
  return waitFor(() => {
    const toast = document.querySelector('.renewly-toast');
    if (!toast) throw new Error('no toast yet');
    return toast;
  });
}

describe('navigation', () => {
  it('lists the five destinations and highlights the active one', () => {
    installFakeFetch({ 'GET /api/notifications': { body: [] } });
    renderWithProviders(<AppHeader user={sampleUser} />, { path: '/quotes' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Reminders', '/reminders'],
      ['Quotes', '/quotes'],
      ['Policies', '/policies'],
      ['Market Trends', '/market-trends'],
    ]);
    const active = links.filter((l) => l.getAttribute('aria-current') === 'page');
    expect(active.map((l) => l.textContent)).toEqual(['Quotes']);
    expect(active[0]!.className).toContain('active');
  });

  it("labels Market Trends 'Trends' on mobile and highlights only Dashboard on /", () => {
    renderWithProviders(<MobileNav />, { path: '/' });
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Dashboard',
      'Reminders',
      'Quotes',
      'Policies',
      'Trends',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Dashboard');
  });
});

describe('user menu', () => {
  // The menu's antd Dropdown loads lazily; load it once up front (jest's first import of antd is slow).
  beforeAll(() => import('./themed-dropdown'), 30000);

  // jsdom draws no popover closed: the page's plain early menu (issue 38) is in the document too; the real one is antd's.
  const realMenuItem = (text: string) => waitFor(() => within(document.querySelector<HTMLElement>('.ant-dropdown')!).getByText(text));

  it('shows initials, the display name, the username line and the items', async () => {
    installFakeFetch({ 'GET /api/notifications': { body: [] } });
    renderWithProviders(<AppHeader user={sampleUser} />);
    const trigger = screen.getByRole('button', { name: 'JB, account menu for Jo Bloggs' });
    expect(trigger.textContent).toBe('JB');
    fireEvent.click(trigger);
    const panel = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.renewly-user-panel');
      if (!found) throw new Error('menu not open');
      return found;
    });
    expect(panel.style.width).toBe(`${USER_MENU_WIDTH_PX}px`);
    expect(within(panel).getByText('Jo Bloggs')).toBeTruthy();
    expect(within(panel).getByText('jo.bloggs@example.co.uk')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(panel).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(panel).getByText('Logout')).toBeTruthy();
  });

  it('falls back to the username when a name is missing', () => {
    installFakeFetch({ 'GET /api/notifications': { body: [] } });
    renderWithProviders(<AppHeader user={{ ...sampleUser, firstName: '', lastName: '' }} />);
    expect(screen.getByRole('button', { name: 'J, account menu for jo.bloggs@example.co.uk' }).textContent).toBe('J');
  });

  it('logs out: posts, marks the user signed out and drops other cached data and the papers kept on this phone', async () => {
    const deleted: string[] = [];
    (globalThis as { caches?: unknown }).caches = { delete: async (name: string) => deleted.push(name) > 0 };
    const { requests } = installFakeFetch({
      'GET /api/notifications': { body: [] },
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
    });
    const { queryClient } = renderWithProviders(<AppHeader user={sampleUser} />, { path: '/policies' });
    queryClient.setQueryData(QUERY_KEYS.authUser, sampleUser);
    queryClient.setQueryData(['/api/policies'], [{ id: 'p1' }]);
    fireEvent.click(screen.getByRole('button', { name: 'JB, account menu for Jo Bloggs' }));
    fireEvent.click(await realMenuItem('Logout'));
    await waitFor(() => expect(queryClient.getQueryData(QUERY_KEYS.authUser)).toBeNull());
    expect(queryClient.getQueryData(['/api/policies'])).toBeUndefined();
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/auth/logout')).toBe(true);
    expect(deleted).toEqual(['renewly-documents-v1']);
    delete (globalThis as { caches?: unknown }).caches;
  });

  it('shows Logout failed with the error message', async () => {
    installFakeFetch({
      'GET /api/notifications': { body: [] },
      'POST /api/auth/logout': { status: 500, body: 'Session store unavailable' },
    });
    const { queryClient } = renderWithProviders(<AppHeader user={sampleUser} />);
    queryClient.setQueryData(QUERY_KEYS.authUser, sampleUser);
    fireEvent.click(screen.getByRole('button', { name: 'JB, account menu for Jo Bloggs' }));
    fireEvent.click(await realMenuItem('Logout'));
    const toast = await shownToast();
    expect(toast.textContent).toContain('Logout failed');
    expect(toast.textContent).toContain('Session store unavailable');
    expect(toast.textContent).not.toContain('500:');
    expect(queryClient.getQueryData(QUERY_KEYS.authUser)).toEqual(sampleUser);
  });
});
