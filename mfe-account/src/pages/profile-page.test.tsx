import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { onToast, queryClientDefaults, type ToastDetail, type User } from '@renewly/shared-contracts';
import ProfilePage from './profile-page';
import { installFakeFetch } from '../../../scripts/jest/fake-fetch';
import { sampleUser } from '../../../scripts/jest/sample-user';

const user: User = sampleUser;

let toasts: ToastDetail[] = [];
let stopListening = () => {};
beforeEach(() => {
  toasts = [];
  stopListening = onToast((detail) => toasts.push(detail));
});
afterEach(() => stopListening());

/** Stands in for the shell header, which observes the signed-in user query. */
function HeaderName() {
  const { data } = useQuery<User | null>({ queryKey: ['/api/auth/user'] });
  return <div data-testid="header-name">{data ? `${data.firstName} ${data.lastName}` : ''}</div>;
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <HeaderName />
      <ProfilePage />
    </QueryClientProvider>,
  );
  return queryClient;
}

function input(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('ProfilePage', () => {
  it('shows the heading, the current values, the mobile hint and the read-only email', async () => {
    installFakeFetch({ 'GET /api/user': { body: user } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    await waitFor(() => expect(input('First name').value).toBe('Jo'));
    expect(input('Last name').value).toBe('Bloggs');
    expect(input('Mobile number').value).toBe('07123456789');
    expect(screen.getByText('UK format: 07... or +44...')).toBeTruthy();
    expect(input('Email').value).toBe('jo.bloggs@example.co.uk');
    expect(input('Email').readOnly).toBe(true);
    expect(screen.getByText('Member since 15/01/2026')).toBeTruthy();
  });

  it('without SMS on the server: says plainly the number cannot be verified here, with no code field to loop on (issue 51 item 24)', async () => {
    installFakeFetch({ 'GET /api/user': { body: user }, 'GET /api/sms/status': { body: { configured: false, fromNumber: null } } });
    renderPage();
    const notice = await screen.findByTestId('sms-not-available');
    expect(notice.textContent).toBe(
      'SMS is not available on this server, so this number cannot be verified and no reminders go by SMS. Email, the bell and your other channels still work.',
    );
    const mobile = screen.getByTestId('mobile-verification');
    expect(mobile.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    expect(screen.queryByText(/the 6-digit code we sent/)).toBeNull();
  });

  it('with SMS on the server: the code field and Send a new code', async () => {
    installFakeFetch({ 'GET /api/user': { body: user }, 'GET /api/sms/status': { body: { configured: true, fromNumber: '+447700900000' } } });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeTruthy();
    expect(screen.queryByTestId('sms-not-available')).toBeNull();
  });

  it('validates with the shared schema and sends nothing when invalid', async () => {
    const { requests } = installFakeFetch({ 'GET /api/user': { body: user } });
    renderPage();
    await waitFor(() => expect(input('First name').value).toBe('Jo'));
    fireEvent.change(input('First name'), { target: { value: '' } });
    fireEvent.change(input('Mobile number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid UK mobile number')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('saves with PUT /api/user, toasts Profile Updated and refreshes the signed-in user', async () => {
    let saved = user;
    const { requests } = installFakeFetch({
      'GET /api/user': () => ({ body: saved }),
      'GET /api/auth/user': () => ({ body: saved }),
      'PUT /api/user': (request) => {
        saved = { ...saved, ...(request.body as Partial<User>) };
        return { body: saved };
      },
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe('Jo Bloggs'));
    await waitFor(() => expect(input('First name').value).toBe('Jo'));
    fireEvent.change(input('First name'), { target: { value: ' Joanna ' } });
    fireEvent.change(input('Mobile number'), { target: { value: '+44 7700 900123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Profile Updated'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ url: '/api/user', body: { firstName: 'Joanna', lastName: 'Bloggs', mobileNumber: '+447700900123' } });
    await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe('Joanna Bloggs'));
    await waitFor(() => expect(input('First name').value).toBe('Joanna'));
  });

  it('toasts Update Failed with the server message', async () => {
    installFakeFetch({
      'GET /api/user': { body: user },
      'PUT /api/user': { status: 400, body: { message: 'Please enter a valid UK mobile number' } },
    });
    renderPage();
    await waitFor(() => expect(input('First name').value).toBe('Jo'));
    fireEvent.change(input('Last name'), { target: { value: 'Smith' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Update Failed', description: 'Please enter a valid UK mobile number', variant: 'error' }),
    );
  });

  it('shows an error state with a retry when the profile cannot be loaded', async () => {
    let fail = true;
    installFakeFetch({
      'GET /api/user': () => (fail ? { status: 500, body: 'boom' } : { body: user }),
      'GET /api/two-step': { body: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } },
    });
    renderPage();
    expect(await screen.findByText('Could not load your profile')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(input('First name').value).toBe('Jo'));
  });

  it('signs out of all devices with POST /api/auth/logout-all after a confirmation; the shell then shows sign-in', async () => {
    const { requests } = installFakeFetch({
      'GET /api/user': { body: user },
      'GET /api/auth/user': { body: user },
      'POST /api/auth/logout-all': { body: { message: 'Signed out of all devices', ended: 2 } },
    });
    const queryClient = renderPage();
    await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe('Jo Bloggs'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(requests.filter((r) => r.url.endsWith('/api/auth/logout-all'))).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/auth/logout-all'))).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull());
  });

  it("'Where you’re signed in' lists each device, marks this one, and signs another out with DELETE /api/auth/sessions/:id", async () => {
    const other = { id: 'b'.repeat(43), browser: 'Safari 17', system: 'iOS 17', signedInAt: '2026-11-20T09:05:00.000Z', lastUsedAt: '2026-11-25T18:31:00.000Z', current: false };
    const mine = { id: 'a'.repeat(43), browser: 'Chrome 131', system: 'Windows 10', signedInAt: '2026-11-26T10:00:00.000Z', lastUsedAt: '2026-11-26T10:00:00.000Z', current: true };
    let sessions = [mine, other];
    const { requests } = installFakeFetch({
      'GET /api/user': { body: user },
      'GET /api/auth/sessions': () => ({ body: sessions }),
      [`DELETE /api/auth/sessions/${other.id}`]: () => {
        sessions = [mine];
        return { body: { message: 'Signed out of that device', current: false } };
      },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = list.querySelectorAll('li');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Chrome 131 on Windows 10This device');
    expect(rows[1]!.textContent).toContain('Safari 17 on iOS 17');
    expect(rows[1]!.textContent).toContain('Signed in 20/11/2026 09:05 · Last used 25/11/2026 18:31');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out of Safari 17 on iOS 17' }));
    await waitFor(() => expect(toasts.map((t) => t.title)).toContain('Signed out'));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Signed-in devices' }).querySelectorAll('li')).toHaveLength(1));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`/api/auth/sessions/${other.id}`]);
  });
});
