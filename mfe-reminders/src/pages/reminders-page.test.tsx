import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Reminder } from '@renewly/shared-contracts';
import { installFakeFetch, type FakeResponseInit, type RecordedRequest } from '../../../scripts/jest/fake-fetch';
import { renderPage } from '../testing/render-page';
import { delivery, FIESTA_ID, GOLF_ID, samplePolicy, sampleReminder } from '../testing/sample-data';
import RemindersPage from './reminders-page';
import { findFullDialog } from '../../../scripts/jest/full-dialog';

// antd's first modal and select renders are slow under jsdom on this machine.
jest.setTimeout(30000);

const golf = samplePolicy();
const fiesta = samplePolicy({ id: FIESTA_ID, registrationNumber: 'CD34EFG', carManufacturer: 'Ford', carModel: 'Fiesta' });

type Route = FakeResponseInit | ((request: RecordedRequest) => FakeResponseInit);

/** A tiny in-memory reminders API (enough to watch the page follow each change). */
function remindersApi(initial: Reminder[], extra: Record<string, Route> = {}) {
  let list = [...initial];
  const routes: Record<string, Route> = {
    'GET /api/policies': { body: [golf, fiesta] },
    'GET /api/reminders': () => ({ body: list }),
    'POST /api/reminders': ({ body }) => {
      const created = sampleReminder(body as Partial<Reminder>);
      list = [...list, created];
      return { status: 201, body: created };
    },
    ...extra,
  };
  for (const r of initial) {
    routes[`PUT /api/reminders/${r.id}`] ??= ({ body }) => {
      const updated = { ...r, ...(body as Partial<Reminder>) };
      list = list.map((x) => (x.id === r.id ? updated : x));
      return { body: updated };
    };
    routes[`DELETE /api/reminders/${r.id}`] ??= () => {
      list = list.filter((x) => x.id !== r.id);
      return { status: 204 };
    };
  }
  return installFakeFetch(routes);
}

const groups = () => screen.findAllByTestId('reminder-group');
const dialog = () => findFullDialog();
const writes = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== 'GET');

async function choosePolicy(container: HTMLElement, label: string) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: 'Policy' }));
  fireEvent.click(await screen.findByTitle(label));
}

describe('RemindersPage: the list', () => {
  it("says 'Expired' for a renewal date already passed, and no urgency beside what will not send (issue 22 item 14)", async () => {
    const expired = samplePolicy({ renewalDate: '2026-01-20' });
    installFakeFetch({
      'GET /api/policies': { body: [expired] },
      'GET /api/reminders': { body: [sampleReminder({ daysBefore: 10, nextDeliveryAt: null })] },
    });
    renderPage(<RemindersPage />);
    const [group] = await groups();
    expect(within(group!).getByText('Expired 20/01/2026')).toBeTruthy();
    expect(within(group!).queryByText(/Renews/)).toBeNull();
    expect(within(group!).queryByTestId('urgency')).toBeNull();
    expect(within(group!).getByTestId('next-delivery').textContent).toBe('Nothing more to deliver');
  });

  it('groups reminders by policy with the urgency label, the next delivery and the delivery log', async () => {
    remindersApi([
      sampleReminder({
        daysBefore: 10,
        notificationMethods: ['email', 'sms', 'app'],
        nextDeliveryAt: '2026-11-23T09:05:00.000Z',
        deliveries: [
          delivery({ channel: 'email', status: 'temporary-failure', at: '2026-11-23T09:00:00.000Z', nextAttemptAt: '2026-11-23T09:05:00.000Z', reason: 'The mail server could not be reached' }),
          delivery({ channel: 'sms', status: 'skipped', at: '2026-11-23T09:00:00.000Z', reason: 'No mobile number on your profile' }),
          delivery({ channel: 'app', status: 'sent', at: '2026-11-23T09:00:03.000Z' }),
          delivery({ channel: 'push', status: 'skipped', at: '2026-11-23T09:00:03.000Z', reason: 'No browser has turned on push notifications for this account' }),
        ],
      }),
      sampleReminder({
        daysBefore: 30,
        nextDeliveryAt: '2026-11-20T09:00:00.000Z',
        deliveries: [delivery({ status: 'scheduled', at: '2026-11-20T09:00:00.000Z' })],
      }),
      sampleReminder({ policyId: FIESTA_ID, daysBefore: 5, notificationMethods: ['sms'], nextDeliveryAt: null, deliveries: [delivery({ channel: 'sms', status: 'permanent-failure', at: '2026-11-23T09:00:00.000Z', reason: 'The SMS was refused: invalid number' })] }),
    ]);
    renderPage(<RemindersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reminders' })).toBeTruthy();
    expect(screen.getByLabelText('Loading reminders')).toBeTruthy();

    const [golfGroup, fiestaGroup] = await groups();
    expect(within(golfGroup!).getByRole('heading', { level: 2 }).textContent).toBe('AB12 CDEVolkswagen Golf');
    expect(within(fiestaGroup!).getByRole('heading', { level: 2 }).textContent).toBe('CD34 EFGFord Fiesta');
    expect(within(golfGroup!).getByText('Renews 20/12/2026')).toBeTruthy();

    const [thirty, ten] = within(golfGroup!).getAllByTestId('reminder');
    expect(within(thirty!).getByRole('heading', { level: 3 }).textContent).toBe('30 day renewal reminder');
    expect(within(thirty!).getByTestId('urgency').textContent).toBe('Scheduled');
    expect(within(thirty!).getByTestId('urgency').dataset.color).toBe('green');
    expect(within(ten!).getByTestId('urgency').textContent).toBe('Soon');
    expect(within(ten!).getByTestId('urgency').dataset.color).toBe('yellow');
    const five = within(fiestaGroup!).getByTestId('reminder');
    // Nothing more to send (it failed for good): no urgency tag beside 'Nothing more to deliver' (issue 22 item 14).
    expect(within(five).queryByTestId('urgency')).toBeNull();

    expect(within(thirty!).getByTestId('next-delivery').textContent).toBe('Next delivery: 20/11/2026 09:00');
    expect(within(five).getByTestId('next-delivery').textContent).toBe('Nothing more to deliver');
    expect(within(ten!).getByText(/By Email, SMS, In-app/)).toBeTruthy();

    const log = within(ten!).getByRole('list', { name: 'Delivery log: 10 day renewal reminder for AB12CDE' });
    const lines = within(log).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      'EmailRetryingNext attempt 23/11/2026 09:05 · The mail server could not be reached',
      'SMSSkippedNo mobile number on your profile',
      'In-appSent23/11/2026 09:00',
      'PushSkippedNo browser has turned on push notifications for this account',
    ]);
    expect(within(thirty!).getByText('Due now: goes out at the next delivery run')).toBeTruthy();
    expect(within(five).getByText('The SMS was refused: invalid number')).toBeTruthy();
    expect(within(five).getByTestId('delivery-status').textContent).toBe('Failed');
  });

  it("shows 'No reminders yet' with an add action", async () => {
    remindersApi([]);
    renderPage(<RemindersPage />);
    expect(await screen.findByText('No reminders yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set your first reminder' }));
    expect(within(await dialog()).getByText('Set Renewal Reminder')).toBeTruthy();
  });

  it('shows an error with Retry when the reminders cannot be loaded', async () => {
    let fail = true;
    installFakeFetch({
      'GET /api/policies': { body: [golf] },
      'GET /api/reminders': () => (fail ? { status: 500, body: { message: 'Database unavailable' } } : { body: [sampleReminder()] }),
    });
    renderPage(<RemindersPage />);
    expect(await screen.findByText('Could not load your reminders')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('reminder')).toHaveLength(1);
  });
});

describe('RemindersPage: Set Renewal Reminder', () => {
  it('with no policy yet, says a reminder needs one and links to adding a policy', async () => {
    const { requests } = installFakeFetch({ 'GET /api/policies': { body: [] }, 'GET /api/reminders': { body: [] } });
    renderPage(<RemindersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set your first reminder' }));
    const form = await dialog();
    expect(within(form).getByText(/Reminders are set per policy, and you have none yet/)).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Add a policy' }).getAttribute('href')).toBe('/policies?add=1');
    expect(within(form).queryByRole('button', { name: 'Set Reminder' })).toBeNull();
    expect(writes(requests)).toEqual([]);
  });

  it("says 'Please fill in all fields' and sends nothing without a policy and a day; email is the default method", async () => {
    const { requests } = remindersApi([]);
    renderPage(<RemindersPage />);
    await screen.findByText('No reminders yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add Reminder' }));
    const form = await dialog();
    const methods = within(form).getByRole('group', { name: 'Notify me by' });
    expect((within(methods).getByLabelText('Email') as HTMLInputElement).checked).toBe(true);
    expect((within(methods).getByLabelText('SMS') as HTMLInputElement).checked).toBe(false);
    expect((within(methods).getByLabelText('In-app') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(methods).getByLabelText('Email'));
    fireEvent.click(within(form).getByRole('button', { name: 'Set Reminder' }));
    await waitFor(() => expect(within(form).getAllByText('Please fill in all fields')).toHaveLength(3));
    expect(writes(requests)).toEqual([]);
  });

  it('makes one reminder per chosen day, toasts once and shows them', async () => {
    const { requests } = remindersApi([]);
    const { toasts } = renderPage(<RemindersPage />);
    await screen.findByText('No reminders yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add Reminder' }));
    const form = await dialog();
    await choosePolicy(form, 'CD34 EFG · Ford Fiesta');
    fireEvent.click(within(form).getByLabelText('30 days before'));
    fireEvent.click(within(form).getByLabelText('10 days before'));
    fireEvent.click(within(form).getByLabelText('SMS'));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Set Reminder' })));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Reminder created successfully', variant: 'success' }]));
    expect(writes(requests).map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/reminders', { policyId: FIESTA_ID, title: '30 day renewal reminder', daysBefore: 30, notificationMethods: ['email', 'sms'], target: 'renewal' }],
      ['POST', '/api/reminders', { policyId: FIESTA_ID, title: '10 day renewal reminder', daysBefore: 10, notificationMethods: ['email', 'sms'], target: 'renewal' }],
    ]);
    await waitFor(() => expect(screen.getAllByTestId('reminder').map((r) => r.dataset.days)).toEqual(['30', '10']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("toasts 'Error' / 'Failed to create reminder' and keeps the dialog open when the API fails", async () => {
    remindersApi([], { 'POST /api/reminders': { status: 500, body: { message: 'Internal server error' } } });
    const { toasts } = renderPage(<RemindersPage />);
    await screen.findByText('No reminders yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add Reminder' }));
    const form = await dialog();
    await choosePolicy(form, 'AB12 CDE · Volkswagen Golf');
    fireEvent.click(within(form).getByLabelText('20 days before'));
    fireEvent.click(within(form).getByRole('button', { name: 'Set Reminder' }));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Error', description: 'Failed to create reminder', variant: 'error' }]));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("says 'Failed to create reminder' (the spec's toast) with the server's reason below it when it refuses (4xx), never the raw answer", async () => {
    remindersApi([], { 'POST /api/reminders': { status: 404, body: { message: 'Policy not found' } } });
    const { toasts } = renderPage(<RemindersPage />);
    await screen.findByText('No reminders yet');
    fireEvent.click(screen.getByRole('button', { name: 'Add Reminder' }));
    const form = await dialog();
    await choosePolicy(form, 'AB12 CDE · Volkswagen Golf');
    fireEvent.click(within(form).getByLabelText('20 days before'));
    fireEvent.click(within(form).getByRole('button', { name: 'Set Reminder' }));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Error', description: 'Failed to create reminder\nPolicy not found', variant: 'error' }]));
  });
});

describe('RemindersPage: Edit Reminder and delete', () => {
  it('edits one reminder with a single day value, and the urgency follows', async () => {
    const reminder = sampleReminder({ daysBefore: 20, notificationMethods: ['email', 'app'] });
    const { requests } = remindersApi([reminder]);
    const { toasts } = renderPage(<RemindersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 20 day renewal reminder for AB12CDE' }));
    const form = await dialog();
    expect(within(form).getByText('Edit Reminder')).toBeTruthy();
    const days = within(form).getByRole('spinbutton', { name: 'Days before renewal' }) as HTMLInputElement;
    expect(days.value).toBe('20');
    fireEvent.change(days, { target: { value: '5' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' })));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Reminder updated successfully', variant: 'success' }]));
    expect(writes(requests)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: `/api/reminders/${reminder.id}`,
        body: { policyId: GOLF_ID, daysBefore: 5, notificationMethods: ['email', 'app'], title: '5 day renewal reminder', target: 'renewal' },
      }),
    ]);
    await waitFor(() => expect(screen.getByTestId('urgency').textContent).toBe('Urgent'));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('5 day renewal reminder');
  });

  it("says 'Please fill in all fields' when the day value is cleared, and sends nothing", async () => {
    const reminder = sampleReminder({ daysBefore: 20 });
    const { requests } = remindersApi([reminder]);
    renderPage(<RemindersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 20 day renewal reminder for AB12CDE' }));
    const form = await dialog();
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Days before renewal' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByText('Please fill in all fields')).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });

  it('deletes after confirmation', async () => {
    const keep = sampleReminder({ daysBefore: 30 });
    const drop = sampleReminder({ daysBefore: 10 });
    const { requests } = remindersApi([keep, drop]);
    const { toasts } = renderPage(<RemindersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 10 day renewal reminder for AB12CDE' }));
    expect(writes(requests)).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Reminder deleted successfully', variant: 'success' }]));
    expect(writes(requests).map((r) => `${r.method} ${r.url}`)).toEqual([`DELETE /api/reminders/${drop.id}`]);
    await waitFor(() => expect(screen.getAllByTestId('reminder').map((r) => r.dataset.days)).toEqual(['30']));
  });

  it("toasts 'Failed to delete reminder' when the delete fails", async () => {
    const drop = sampleReminder({ daysBefore: 10 });
    remindersApi([drop], { [`DELETE /api/reminders/${drop.id}`]: { status: 503, body: 'Service Unavailable' } });
    const { toasts } = renderPage(<RemindersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 10 day renewal reminder for AB12CDE' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toEqual([{ title: 'Error', description: 'Failed to delete reminder', variant: 'error' }]));
    expect(screen.getAllByTestId('reminder')).toHaveLength(1);
  });
});
