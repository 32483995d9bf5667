import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onToast, queryClientDefaults, type ToastDetail } from '@renewly/shared-contracts';
import { type DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';
import { installFakeFetch, type RecordedRequest } from '../../../../../scripts/jest/fake-fetch';
import { DeliverySettings } from './delivery-settings';

jest.setTimeout(30000);

const DEFAULTS: DeliveryPreferences = { deliveryHour: 9, quietHours: { enabled: false, start: 21, end: 8 }, defaultChannels: null };

let toasts: ToastDetail[] = [];
let stop = () => {};
beforeEach(() => {
  toasts = [];
  stop = onToast((t) => toasts.push(t));
});
afterEach(() => stop());

/** A tiny preferences API that keeps what is PUT (or refuses it with `refuse`). */
function api(initial: DeliveryPreferences, refuse?: { status: number; message: string }) {
  let stored = initial;
  return installFakeFetch({
    'GET /api/user/delivery-preferences': () => ({ body: stored }),
    'PUT /api/user/delivery-preferences': ({ body }: RecordedRequest) => {
      if (refuse) return { status: refuse.status, body: { message: refuse.message } };
      stored = body as DeliveryPreferences;
      return { body: stored };
    },
  });
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeliverySettings />
    </QueryClientProvider>,
  );
}

async function pickHour(label: string, hour: string) {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  const option = within(select).getByRole('option', { name: hour }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

const shownHour = (label: string) => {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
};

test('shows the defaults: 09:00, quiet hours off (times disabled), no channel ticked; Save disabled until a change', async () => {
  api(DEFAULTS);
  renderCard();
  expect(screen.getByLabelText('Loading delivery settings')).toBeTruthy();
  const form = await screen.findByRole('form', { name: 'Reminder delivery' });
  expect(shownHour('Delivery time')).toBe('09:00');
  expect(within(form).getByRole('switch', { name: 'Quiet hours' }).getAttribute('aria-checked')).toBe('false');
  expect((within(form).getByRole('combobox', { name: 'From' }) as HTMLSelectElement).disabled).toBe(true);
  const channels = within(form).getByRole('group', { name: 'New reminders start with' });
  expect(within(channels).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([false, false, false]);
  expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
});

test('saves the hour, quiet hours and channels, toasts, and shows what was saved', async () => {
  const { requests } = api(DEFAULTS);
  renderCard();
  const form = await screen.findByRole('form', { name: 'Reminder delivery' });
  await pickHour('Delivery time', '07:00');
  fireEvent.click(within(form).getByRole('switch', { name: 'Quiet hours' }));
  await pickHour('From', '22:00');
  const channels = within(form).getByRole('group', { name: 'New reminders start with' });
  fireEvent.click(within(channels).getByLabelText('SMS'));
  fireEvent.click(within(channels).getByLabelText('In-app'));
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(toasts).toEqual([{ title: 'Delivery settings saved', description: 'Reminders will go out at 07:00 (UK time).', variant: 'success' }]));
  expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
    { deliveryHour: 7, quietHours: { enabled: true, start: 22, end: 8 }, defaultChannels: ['sms', 'app'] },
  ]);
  await waitFor(() => expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true));
});

test('quiet hours that start and end together: the contract message under the field, nothing sent', async () => {
  const { requests } = api({ ...DEFAULTS, quietHours: { enabled: true, start: 21, end: 8 } });
  renderCard();
  const form = await screen.findByRole('form', { name: 'Reminder delivery' });
  await pickHour('To', '21:00');
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
  expect(await within(form).findByText('Quiet hours must start and end at different times')).toBeTruthy();
  expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
});

test("the server's refusal is toasted with its message", async () => {
  api(DEFAULTS, { status: 400, message: 'The delivery time must be a whole hour from 0 to 23' });
  renderCard();
  const form = await screen.findByRole('form', { name: 'Reminder delivery' });
  await pickHour('Delivery time', '06:00');
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
  await waitFor(() =>
    expect(toasts).toEqual([{ title: 'Update Failed', description: 'The delivery time must be a whole hour from 0 to 23', variant: 'error' }]),
  );
});

test('notice emails about my cars: shown off when an email link turned them off, switched back on and saved', async () => {
  const { requests } = api({ ...DEFAULTS, noticeEmails: false });
  renderCard();
  const form = await screen.findByRole('form', { name: 'Reminder delivery' });
  const notices = within(form).getByRole('switch', { name: 'Notice emails about my cars' });
  expect(notices.getAttribute('aria-checked')).toBe('false');
  expect(form.textContent).toContain('DVLA alerts (untaxed, SORN, MOT not valid, not found), renewal questions ("What happened at renewal?") and a shared car removed');
  fireEvent.click(notices);
  expect(notices.getAttribute('aria-checked')).toBe('true');
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(requests.filter((r) => r.method === 'PUT').map((r) => (r.body as DeliveryPreferences).noticeEmails)).toEqual([true]));
});
