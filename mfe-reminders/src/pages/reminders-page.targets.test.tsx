// The reminders page with MOT and road-tax reminders and the user's delivery preferences.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, londonToday, type Reminder } from '@renewly/shared-contracts';
import { installFakeFetch, type RecordedRequest } from '../../../scripts/jest/fake-fetch';
import { renderPage } from '../testing/render-page';
import { GOLF_ID, samplePolicy, sampleReminder } from '../testing/sample-data';
import RemindersPage from './reminders-page';
import { findFullDialog } from '../../../scripts/jest/full-dialog';

jest.setTimeout(30000);

// Dates ahead of today: the dialog refuses reminders for a date already passed (they would never be sent).
const golf = samplePolicy({ motExpiryDate: addDays(londonToday(), 60), roadTaxExpiryDate: addDays(londonToday(), 90) });
const prefs = { deliveryHour: 7, quietHours: { enabled: true, start: 21, end: 8 }, defaultChannels: ['sms', 'app'] };

function api(initial: Reminder[]) {
  let list = [...initial];
  return installFakeFetch({
    'GET /api/policies': { body: [golf] },
    'GET /api/user/delivery-preferences': { body: prefs },
    'GET /api/reminders': () => ({ body: list }),
    'POST /api/reminders': ({ body }: RecordedRequest) => {
      const b = body as Partial<Reminder>;
      const created = sampleReminder({ ...b, targetDate: b.target === 'mot' ? golf.motExpiryDate : golf.renewalDate });
      list = [...list, created];
      return { status: 201, body: created };
    },
  });
}

test('groups MOT and road-tax reminders under their policy after the renewal ones, each with the date it counts down to', async () => {
  api([
    sampleReminder({ title: '14 day MOT reminder', daysBefore: 14, target: 'mot', targetDate: '2026-09-14' }),
    sampleReminder({ title: '30 day road tax reminder', daysBefore: 30, target: 'roadTax', targetDate: '2026-10-01' }),
    sampleReminder({ title: '10 day renewal reminder', daysBefore: 10, target: 'renewal', targetDate: '2026-12-20' }),
    sampleReminder({ title: '30 day MOT reminder', daysBefore: 30, target: 'mot', targetDate: null }),
  ]);
  renderPage(<RemindersPage />);
  const [group] = await screen.findAllByTestId('reminder-group');
  const items = within(group!).getAllByTestId('reminder');
  expect(items.map((i) => [within(i).getByRole('heading', { level: 3 }).textContent, within(i).getByTestId('target-date').textContent])).toEqual([
    ['10 day renewal reminder', 'Renewal date: 20/12/2026'],
    ['30 day MOT reminder', 'MOT expiry: not set on the policy'],
    ['14 day MOT reminder', 'MOT expiry: 14/09/2026'],
    ['30 day road tax reminder', 'Road tax due: 01/10/2026'],
  ]);
  // The user's delivery hour is the one the page states.
  expect(await screen.findByText(/Reminders go out at 07:00 \(UK time\)/)).toBeTruthy();
});

test('the create dialog starts with the preferred channels, offers 30/14 for MOT, and sends the target', async () => {
  const { requests } = api([]);
  renderPage(<RemindersPage />);
  await screen.findByText('No reminders yet');
  await screen.findByText(/Reminders go out at 07:00/);
  fireEvent.click(screen.getByRole('button', { name: 'Add Reminder' }));
  const form = await findFullDialog();
  const methods = await within(form).findByRole('group', { name: 'Notify me by' });
  await waitFor(() => expect((within(methods).getByLabelText('SMS') as HTMLInputElement).checked).toBe(true));
  expect((within(methods).getByLabelText('In-app') as HTMLInputElement).checked).toBe(true);
  expect((within(methods).getByLabelText('Email') as HTMLInputElement).checked).toBe(false);

  const days = () => within(within(form).getByRole('group', { name: 'Remind me' })).getAllByRole('checkbox').map((c) => (c.closest('label') as HTMLElement).textContent);
  expect(days()).toEqual(['30 days before', '20 days before', '10 days before']);
  fireEvent.click(within(form).getByLabelText('20 days before'));
  fireEvent.click(within(form).getByRole('radio', { name: 'MOT' }));
  await waitFor(() => expect(days()).toEqual(['30 days before', '14 days before']));
  fireEvent.click(within(form).getByLabelText('14 days before'));
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Set Reminder' })));
  await waitFor(() =>
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { policyId: GOLF_ID, title: '14 day MOT reminder', daysBefore: 14, notificationMethods: ['sms', 'app'], target: 'mot' },
    ]),
  );
});

test('the create dialog says which chosen days have passed, disables a target the policy has no date for, and refuses a passed date', async () => {
  const soon = samplePolicy({ renewalDate: addDays(londonToday(), 15), motExpiryDate: null, roadTaxExpiryDate: addDays(londonToday(), -2) });
  const { requests } = installFakeFetch({
    'GET /api/policies': { body: [soon] },
    'GET /api/user/delivery-preferences': { body: prefs },
    'GET /api/reminders': { body: [] },
  });
  renderPage(<RemindersPage />);
  await screen.findByText('No reminders yet');
  fireEvent.click(screen.getByRole('button', { name: 'Add Reminder' }));
  const form = await findFullDialog();
  // No MOT date: that target cannot be picked, and the dialog says why.
  await waitFor(() => expect((within(form).getByRole('radio', { name: 'MOT' }) as HTMLInputElement).disabled).toBe(true));
  expect(within(form).getByTestId('unavailable-targets').textContent).toContain('MOT: This policy has no MOT expiry date: add it to the policy first');
  // Renewal in 15 days: 30 and 20 days before have passed.
  fireEvent.click(within(form).getByLabelText('30 days before'));
  fireEvent.click(within(form).getByLabelText('20 days before'));
  fireEvent.click(within(form).getByLabelText('10 days before'));
  expect((await within(form).findByTestId('reminder-timing')).textContent).toContain(
    "30 and 20 days before have already passed: you'll get one reminder for them as soon as you save.",
  );
  // Road tax already due: said before saving, and nothing is sent.
  fireEvent.click(within(form).getByRole('radio', { name: 'Road tax' }));
  await waitFor(() => expect(within(form).getByTestId('reminder-timing').textContent).toContain("This policy's road tax expiry date has passed"));
  fireEvent.click(within(form).getByLabelText('30 days before'));
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Set Reminder' })));
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
});
