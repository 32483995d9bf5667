import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import App from './app';
import { installFakeFetch } from '../../../scripts/jest/fake-fetch';
import { sampleUser } from '../lib/testing/sample-user';

// The route table loads remotes through module federation; here a stand-in shows which path was routed.
jest.mock('./routes', () => {
  const { useLocation } = jest.requireActual<typeof import('react-router-dom')>('react-router-dom');
  return {
    AppRoutes: () => {
      const location = useLocation();
      if (location.pathname === '/boom') throw new Error('router exploded');
      return <div data-testid="routed">{location.pathname}</div>;
    },
  };
});

// The auth screen and its antd theme are lazy; loading antd the first time takes jest longer than findBy waits.
beforeAll(() => Promise.all([import('../auth/auth-screen'), import('../../../federation/antd-theme')]), 30000);

beforeEach(() => {
  window.history.replaceState({}, '', '/');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('App auth gate', () => {
  it("shows 'Loading...' while the signed-in check runs", () => {
    installFakeFetch({ 'GET /api/auth/user': () => new Promise(() => {}) });
    render(<App />);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('shows only the auth screen to a signed-out visitor, whatever the path', async () => {
    installFakeFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Not authenticated' } } });
    window.history.replaceState({}, '', '/policies');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.queryByTestId('routed')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('treats a null user as signed out', async () => {
    installFakeFetch({ 'GET /api/auth/user': { body: null } });
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('does not sign the user out when the check fails with a 503: an error with Retry, then the page', async () => {
    let answer: { status: number; body: unknown } = { status: 503, body: { message: 'Service unavailable' } };
    installFakeFetch({ 'GET /api/auth/user': () => answer, 'GET /api/notifications': { body: [] } });
    window.history.replaceState({}, '', '/reminders');
    render(<App />);
    // After the read's two retries (about 3 s).
    expect((await screen.findByRole('alert')).textContent).toContain('We could not check your sign-in');
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
    answer = { status: 200, body: sampleUser };
    screen.getByRole('button', { name: 'Retry' }).click();
    expect((await screen.findByTestId('routed')).textContent).toBe('/reminders');
  }, 15_000);

  it('shows the header, the routed page and the footer when signed in', async () => {
    installFakeFetch({ 'GET /api/auth/user': { body: sampleUser }, 'GET /api/notifications': { body: [] } });
    window.history.replaceState({}, '', '/reminders');
    render(<App />);
    expect((await screen.findByTestId('routed')).textContent).toBe('/reminders');
    expect(screen.getByRole('button', { name: 'JB, account menu for Jo Bloggs' })).toBeTruthy();
    expect(document.querySelector('nav[aria-label="Main"]')?.textContent).toContain('Market Trends');
    expect(screen.getByRole('contentinfo').textContent).toContain('Renewly');
  });

  it('falls back to the auth screen when the router fails', async () => {
    installFakeFetch({ 'GET /api/auth/user': { body: sampleUser }, 'GET /api/notifications': { body: [] } });
    window.history.replaceState({}, '', '/boom');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('routed')).toBeNull());
  });
});
