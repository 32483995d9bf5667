// Issue 49: Profile's "Forward renewal emails" card: the address with Copy, a new address in its place (confirmed
// first), off and on again; the email when a notice is read (a box, usable once the address is verified); and a plain
// line when the server has no INBOUND_DOMAIN.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults, type User } from '@renewly/shared-contracts';
import { FORWARDING_TEXTS } from '@renewly/shared-contracts/features/forwarding-address';
import { installFakeFetch } from '../../../../../scripts/jest/fake-fetch';
import { sampleUser } from '../../../../../scripts/jest/sample-user';
import { ForwardingAddressCard } from './forwarding-address-card';

jest.setTimeout(30_000);

const FIRST = `renewals+${'a'.repeat(26)}@in.renewly.test`;
const SECOND = `renewals+${'b'.repeat(26)}@in.renewly.test`;
const status = (address: string | null, enabled = address !== null, emailWhenRead = true) => ({
  configured: true,
  enabled,
  address,
  createdAt: address ? '2026-11-01T10:00:00.000Z' : null,
  emailWhenRead,
});
const user = (emailVerifiedAt: string | null): User => ({ ...sampleUser, emailVerifiedAt });

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ForwardingAddressCard />
    </QueryClientProvider>,
  );
}

test('makes the address, shows it with Copy and says it is private; a new address replaces it; off and on again', async () => {
  let current = status(null);
  const { requests } = installFakeFetch({
    'GET /api/user': { body: user('2026-01-16T10:00:00.000Z') },
    'GET /api/forwarding-address': () => ({ body: current }),
    'POST /api/forwarding-address': () => {
      current = status(current.address ? SECOND : FIRST);
      return { status: 201, body: current };
    },
    'PUT /api/forwarding-address': (req) => {
      current = status(current.address, (req.body as { enabled: boolean }).enabled, current.emailWhenRead);
      return { body: current };
    },
  });
  const writeText = jest.fn(async () => undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  renderCard();
  expect(await screen.findByText(FORWARDING_TEXTS.none)).toBeTruthy();
  expect(screen.getByText(FORWARDING_TEXTS.private)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: FORWARDING_TEXTS.make }));
  expect(((await screen.findByLabelText('Your forwarding address')) as HTMLInputElement).value).toBe(FIRST);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
  expect(writeText).toHaveBeenCalledWith(FIRST);

  fireEvent.click(screen.getByRole('button', { name: FORWARDING_TEXTS.makeNew }));
  expect(await screen.findByText(FORWARDING_TEXTS.makeNewConfirm)).toBeTruthy();
  const confirm = screen.getAllByRole('button', { name: FORWARDING_TEXTS.makeNew }).at(-1)!;
  fireEvent.click(confirm);
  await waitFor(() => expect((screen.getByLabelText('Your forwarding address') as HTMLInputElement).value).toBe(SECOND));

  fireEvent.click(screen.getByRole('button', { name: FORWARDING_TEXTS.turnOff }));
  expect(await screen.findByText(FORWARDING_TEXTS.off)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: FORWARDING_TEXTS.turnOn }));
  await waitFor(() => expect(screen.queryByText(FORWARDING_TEXTS.off)).toBeNull());
  expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ enabled: false }, { enabled: true }]);
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2);
});

test('without INBOUND_DOMAIN on the server, it says plainly that forwarding is not set up, and offers nothing', async () => {
  installFakeFetch({
    'GET /api/user': { body: user(null) },
    'GET /api/forwarding-address': { body: { configured: false, enabled: false, address: null, createdAt: null, emailWhenRead: false } },
  });
  renderCard();
  expect(await screen.findByText(FORWARDING_TEXTS.notConfigured)).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});

const emailBox = () => screen.getByRole('checkbox', { name: FORWARDING_TEXTS.emailWhenRead }) as HTMLInputElement;

test('"Email me when a forwarded notice is read": ticked by default for a verified address, and untick/tick saves it', async () => {
  let current = status(FIRST);
  const { requests } = installFakeFetch({
    'GET /api/user': { body: user('2026-01-16T10:00:00.000Z') },
    'GET /api/forwarding-address': () => ({ body: current }),
    'PUT /api/forwarding-address/email-when-read': (req) => {
      current = status(FIRST, true, (req.body as { emailWhenRead: boolean }).emailWhenRead);
      return { body: current };
    },
  });
  renderCard();
  await waitFor(() => expect(emailBox().checked).toBe(true));
  expect(emailBox().disabled).toBe(false);
  expect(emailBox().getAttribute('aria-describedby')).toBe('forwarding-email-when-read-hint');
  expect(screen.getByText(FORWARDING_TEXTS.emailWhenReadHint)).toBeTruthy();
  fireEvent.click(emailBox());
  await waitFor(() => expect(emailBox().checked).toBe(false));
  fireEvent.click(emailBox());
  await waitFor(() => expect(emailBox().checked).toBe(true));
  expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
    ['/api/forwarding-address/email-when-read', { emailWhenRead: false }],
    ['/api/forwarding-address/email-when-read', { emailWhenRead: true }],
  ]);
});

test('an unverified address: the box is unticked and cannot be ticked, and says to verify the address first', async () => {
  const { requests } = installFakeFetch({ 'GET /api/user': { body: user(null) }, 'GET /api/forwarding-address': { body: status(FIRST) } });
  renderCard();
  expect(await screen.findByText(FORWARDING_TEXTS.emailWhenReadUnverified)).toBeTruthy();
  expect(emailBox().checked).toBe(false);
  expect(emailBox().disabled).toBe(true);
  fireEvent.click(emailBox());
  expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
});

test('no address yet: no box', async () => {
  installFakeFetch({ 'GET /api/user': { body: user('2026-01-16T10:00:00.000Z') }, 'GET /api/forwarding-address': { body: status(null) } });
  renderCard();
  expect(await screen.findByText(FORWARDING_TEXTS.none)).toBeTruthy();
  expect(screen.queryByRole('checkbox')).toBeNull();
});
