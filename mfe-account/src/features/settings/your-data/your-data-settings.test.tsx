import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { onToast, queryClientDefaults, type ToastDetail } from '@renewly/shared-contracts';
import { YOUR_DATA_MESSAGES } from '@renewly/shared-contracts/features/your-data';
import { installFakeFetch } from '../../../../../scripts/jest/fake-fetch';
import { FEED_URL_SHOWN_ONCE } from './components/calendar-feed-card';
import { YourDataSettings } from './your-data-settings';

// The first render loads antd's components: on a busy 2-core machine that alone can pass jest's 5 s default.
jest.setTimeout(30_000);

const FEED_URL = `http://localhost/api/calendar/${'a'.repeat(43)}.ics`;
const CREATED = '2026-11-01T10:00:00.000Z';

let toasts: ToastDetail[] = [];
let stopListening = () => {};
beforeEach(() => {
  toasts = [];
  stopListening = onToast((detail) => toasts.push(detail));
});
afterEach(() => stopListening());

/** Stands in for the shell's gate, which shows the sign-in screen when the signed-in user is null. */
function Gate() {
  const { data } = useQuery<unknown>({ queryKey: ['/api/auth/user'], queryFn: () => ({ id: 'u1' }) });
  return <div data-testid="gate">{data === null ? 'signed out' : 'signed in'}</div>;
}

function renderPart() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Gate />
      <YourDataSettings />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('YourDataSettings', () => {
  it('creates a feed link, shows it once with a Copy button, and copies it', async () => {
    let enabled = false;
    const { requests } = installFakeFetch({
      'GET /api/calendar-feed': () => ({ body: { enabled, createdAt: enabled ? CREATED : null } }),
      'POST /api/calendar-feed': () => {
        enabled = true;
        return { status: 201, body: { enabled: true, createdAt: CREATED, url: FEED_URL } };
      },
    });
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPart();
    expect(await screen.findByText('Your feed is off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const field = (await screen.findByLabelText('Calendar feed link')) as HTMLInputElement;
    expect(field.value).toBe(FEED_URL);
    expect(screen.getByText(FEED_URL_SHOWN_ONCE)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(toasts.map((t) => t.title)).toContain('Link copied');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'New link' })).toBeTruthy();
  });

  it('an existing feed shows no URL, offers New link and Turn off; turning off says so', async () => {
    let enabled = true;
    installFakeFetch({
      'GET /api/calendar-feed': () => ({ body: { enabled, createdAt: enabled ? CREATED : null } }),
      'DELETE /api/calendar-feed': () => {
        enabled = false;
        return { body: { enabled: false, createdAt: null } };
      },
    });
    renderPart();
    expect(await screen.findByText(/Your feed is on \(link made 01\/11\/2026\)/)).toBeTruthy();
    expect(screen.queryByLabelText('Calendar feed link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Your feed is off.')).toBeTruthy();
    expect(toasts.map((t) => t.title)).toContain(YOUR_DATA_MESSAGES.feedTurnedOff);
  });

  it('offers the JSON, CSV and zip downloads as links to the export routes', async () => {
    installFakeFetch({ 'GET /api/calendar-feed': { body: { enabled: false, createdAt: null } } });
    renderPart();
    expect(screen.getByRole('link', { name: 'Download all data (JSON)' }).getAttribute('href')).toBe('/api/account/export');
    expect(screen.getByRole('link', { name: 'Download policies (CSV)' }).getAttribute('href')).toBe('/api/account/export/policies.csv');
    expect(screen.getByRole('link', { name: 'Download everything (zip)' }).getAttribute('href')).toBe('/api/account/export.zip');
  });

  it('deleting needs the password, then a confirm step; a wrong password is reported and nothing is signed out', async () => {
    const { requests } = installFakeFetch({
      'GET /api/calendar-feed': { body: { enabled: false, createdAt: null } },
      'DELETE /api/account': { status: 403, body: { message: YOUR_DATA_MESSAGES.wrongPassword } },
    });
    renderPart();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Delete your account and all your data for good?')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete everything' }));
    await waitFor(() => expect(toasts.map((t) => t.description)).toContain(YOUR_DATA_MESSAGES.wrongPassword));
    expect(requests.find((r) => r.method === 'DELETE')!.body).toEqual({ password: 'wrong one' });
    expect(screen.getByTestId('gate').textContent).toBe('signed in');
  });

  it('a confirmed deletion signs the user out (the shell then shows the sign-in screen)', async () => {
    installFakeFetch({
      'GET /api/calendar-feed': { body: { enabled: false, createdAt: null } },
      'DELETE /api/account': { body: { message: YOUR_DATA_MESSAGES.accountDeleted } },
    });
    renderPart();
    await waitFor(() => expect(screen.getByTestId('gate').textContent).toBe('signed in'));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete everything' }));
    await waitFor(() => expect(screen.getByTestId('gate').textContent).toBe('signed out'));
    expect(toasts.map((t) => t.title)).toContain('Account deleted');
  });
});
