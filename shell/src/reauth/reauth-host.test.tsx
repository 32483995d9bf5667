import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { requestReauthentication } from '@renewly/shared-contracts';
import { installFakeFetch } from '../../../scripts/jest/fake-fetch';
import { ReauthHost } from './reauth-host';

// The dialog and antd load lazily: slow in jsdom on a busy machine.
jest.setTimeout(60000);

function renderHost() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReauthHost />
    </QueryClientProvider>,
  );
}

describe('ReauthHost: the "Confirm it’s you" dialog', () => {
  it('asks for the password; a wrong one is shown on the field; the right one answers true and closes', async () => {
    let attempts = 0;
    const { requests } = installFakeFetch({
      'GET /api/auth/reauth/methods': { body: { password: true } },
      'POST /api/auth/reauth/password': () =>
        ++attempts === 1 ? { status: 403, body: { message: 'That password is not right.' } } : { body: { message: 'Confirmed' } },
    });
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = requestReauthentication();
    });
    const password = await screen.findByLabelText('Password');
    expect(screen.getByRole('dialog', { name: 'Confirm it’s you' })).toBeTruthy();
    // The same dialog comes before a download (the data export): its words must not call that a change (issue 51).
    expect(screen.getByText('For your security, confirm it’s you to continue: you signed in more than 10 minutes ago.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That password is not right.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'the right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.url === '/api/auth/reauth/password').map((r) => r.body)).toEqual([
      { password: 'wrong one' },
      { password: 'the right one' },
    ]);
  });

  it('Cancel answers false and sends nothing', async () => {
    const { requests } = installFakeFetch({ 'GET /api/auth/reauth/methods': { body: { password: true } } });
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = requestReauthentication();
    });
    await screen.findByLabelText('Password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    await expect(answer).resolves.toBe(false);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("with two-step sign-in on, 'Use a code' confirms with a code from the app", async () => {
    const { requests } = installFakeFetch({
      'GET /api/auth/reauth/methods': { body: { password: true, twoStep: true } },
      'POST /api/auth/reauth/code': { body: { message: 'Confirmed' } },
    });
    renderHost();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = requestReauthentication();
    });
    await screen.findByLabelText('Password');
    fireEvent.click(await screen.findByRole('button', { name: 'Use a code' }));
    fireEvent.change(await screen.findByLabelText('Enter the 6-digit code from your authenticator app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    expect(requests.filter((r) => r.url === '/api/auth/reauth/code').map((r) => r.body)).toEqual([{ code: '123456' }]);
  });
});

