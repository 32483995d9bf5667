// The reminders page with MOT and road-tax reminders and the user's delivery preferences.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Reminder } from '@renewly/shared-contracts';
import { installFakeFetch, type RecordedRequest } from '../../../scripts/jest/fake-fetch';
import { renderPage } from '../testing/render-page';
import { GOLF_ID, samplePolicy, sampleReminder } from '../testing/sample-data';
import RemindersPage from './reminders-page';

jest.setTimeout(30000);

const golf = samplePolicy({ motExpiryDate: '2026-09-14', roadTaxExpiryDate: '2026-10-01' });
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
  const form = await screen.findByRole('dialog');
  const methods = within(form).getByRole('group', { name: 'Notify me by' });
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
