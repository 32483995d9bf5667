// Settings, Other channels (issue 51 items 14 and 31): a server without CHANNEL_SECRETS_KEY says so instead of offering
// a form that fails; a switched-off channel reads 'Off'; the add form shows every problem at once under its field, and
// refuses any https address as a Discord webhook.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onReauthRequest, onToast, queryClientDefaults, type ToastDetail } from '@renewly/shared-contracts';
import { REAUTH_REQUIRED_MESSAGE } from '@renewly/shared-contracts/features/sign-in-security';
import { CHANNEL_MESSAGES, CHANNELS_NOT_SET_UP, type UserChannel } from '@renewly/shared-contracts/features/user-channels';
import { installFakeFetch } from '../../../../../scripts/jest/fake-fetch';
import { OtherChannelsSettings } from './other-channels-settings';

jest.setTimeout(30_000);

const channel = (over: Partial<UserChannel>): UserChannel => ({
  id: 'a'.repeat(24),
  kind: 'ntfy',
  name: 'Phone',
  enabled: true,
  isDefault: true,
  target: 'ntfy.sh / renewals',
  secretHint: null,
  stoppedReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OtherChannelsSettings />
    </QueryClientProvider>,
  );
}

test('without CHANNEL_SECRETS_KEY: the card says channels are not set up here and what the operator does; no form', async () => {
  installFakeFetch({ 'GET /api/channels': { body: [] }, 'GET /api/channels/status': { body: { configured: false } } });
  renderCard();
  const notice = await screen.findByTestId('channels-not-set-up');
  expect(notice.textContent).toContain(CHANNELS_NOT_SET_UP.title);
  expect(notice.textContent).toContain('CHANNEL_SECRETS_KEY');
  expect(screen.queryByRole('form', { name: 'Add a channel' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add channel' })).toBeNull();
});

test('a switched-off channel reads Off, a switched-on one On', async () => {
  installFakeFetch({
    'GET /api/channels': { body: [channel({ id: 'a'.repeat(24), name: 'Phone', enabled: false }), channel({ id: 'b'.repeat(24), name: 'Desk', enabled: true })] },
    'GET /api/channels/status': { body: { configured: true } },
  });
  renderCard();
  const rows = await screen.findAllByTestId('channel-row');
  expect(rows.map((r) => within(r).getByTestId('channel-on-off').textContent)).toEqual(['Off', 'On']);
  expect(within(rows[0]!).getByRole('switch', { name: 'Send reminders to Phone' }).getAttribute('aria-checked')).toBe('false');
});

test('the add form: every problem at once, each under its field, nothing sent; any https address is no Discord webhook', async () => {
  const { requests } = installFakeFetch({ 'GET /api/channels': { body: [] }, 'GET /api/channels/status': { body: { configured: true } } });
  renderCard();
  const form = await screen.findByRole('form', { name: 'Add a channel' });
  fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'gotify' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
  const nameField = within(form).getByLabelText('Name');
  await waitFor(() => expect(nameField.getAttribute('aria-invalid')).toBe('true'));
  const errorOf = (label: string) => document.getElementById(within(form).getByLabelText(label).getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
  expect(errorOf('Name')).toBe(CHANNEL_MESSAGES.name);
  expect(errorOf('Server')).toBe(CHANNEL_MESSAGES.url);
  expect(errorOf('Application token')).toBe(CHANNEL_MESSAGES.token);

  fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'discord' } });
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Team' } });
  fireEvent.change(within(form).getByLabelText('Webhook URL'), { target: { value: 'https://example.com/hook' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
  await waitFor(() => expect(errorOf('Webhook URL')).toBe(CHANNEL_MESSAGES.discordUrl));
  expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
});

test('a refusal only the API can make goes under the field it is about', async () => {
  installFakeFetch({
    'GET /api/channels': { body: [] },
    'GET /api/channels/status': { body: { configured: true } },
    'POST /api/channels': { status: 400, body: { message: CHANNEL_MESSAGES.httpsOnly } },
  });
  renderCard();
  const form = await screen.findByRole('form', { name: 'Add a channel' });
  fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'webhook' } });
  fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Mine' } });
  fireEvent.change(within(form).getByLabelText('URL'), { target: { value: 'http://example.com/hook' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add channel' }));
  await waitFor(() => expect(within(form).getByLabelText('URL').getAttribute('aria-invalid')).toBe('true'));
  expect(within(form).getByTestId('channel-field-error').textContent).toBe(CHANNEL_MESSAGES.httpsOnly);
  expect((within(form).getByLabelText('URL') as HTMLInputElement).value).toBe('http://example.com/hook');
});

describe('switching a channel back on after a while (issue 51: it needs a recent sign-in, as adding one does)', () => {
  const off = channel({ name: 'Phone', enabled: false });
  const url = `/api/channels/${off.id}`;

  /** The API wants a fresh confirmation until the session has re-authenticated. */
  function api() {
    let confirmed = false;
    const fake = installFakeFetch({
      'GET /api/channels': { body: [off] },
      'GET /api/channels/status': { body: { configured: true } },
      [`PATCH ${url}`]: (r) =>
        confirmed ? { body: { ...off, ...(r.body as object) } } : { status: 403, body: { message: REAUTH_REQUIRED_MESSAGE, reauthRequired: true } },
    });
    return { ...fake, confirm: () => (confirmed = true) };
  }

  let stopAnswering = () => {};
  afterEach(() => stopAnswering());

  test("'Confirm it's you' is asked, then the channel is switched on", async () => {
    const { requests, confirm } = api();
    const asked = jest.fn();
    stopAnswering = onReauthRequest((detail) => {
      asked();
      confirm();
      detail.respond(true);
    });
    renderCard();
    fireEvent.click(await screen.findByRole('switch', { name: 'Send reminders to Phone' }));
    await waitFor(() => expect(screen.getByTestId('channel-on-off').textContent).toBe('On'));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ enabled: true }, { enabled: true }]);
  });

  test('cancelled: the channel stays off and the page says why', async () => {
    const toasts: ToastDetail[] = [];
    const stopToasts = onToast((t) => toasts.push(t));
    api();
    stopAnswering = onReauthRequest((detail) => detail.respond(false));
    renderCard();
    fireEvent.click(await screen.findByRole('switch', { name: 'Send reminders to Phone' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ description: REAUTH_REQUIRED_MESSAGE, variant: 'error' })));
    expect(screen.getByTestId('channel-on-off').textContent).toBe('Off');
    stopToasts();
  });
});
