// The add-policy dialog's reminder part starts with the user's default channels (delivery preferences), and with
// the spec's In-app when none are chosen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import PoliciesPage from '../../../pages/policies-page';

jest.setTimeout(60000);

const checked = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Reminder methods' }))
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => (c.closest('label') as HTMLElement).textContent);

async function openAddDialog() {
  renderPage(<PoliciesPage />, { path: '/policies' });
  expect(await screen.findByText(/No policies yet/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add Policy' }));
  return screen.findByRole('dialog');
}

test.each([
  ['the chosen channels', ['email', 'sms'], ['Email', 'SMS']],
  ["the spec's In-app when none are chosen", null, ['In-app']],
])('a new policy’s reminders start with %s', async (_name, defaultChannels, expected) => {
  installFakeApi({
    'GET /api/policies': { body: [] },
    'GET /api/user/delivery-preferences': { body: { deliveryHour: 9, quietHours: { enabled: false, start: 21, end: 8 }, defaultChannels } },
  });
  const dialog = await openAddDialog();
  await waitFor(() => expect(checked(dialog)).toEqual(expected));
});
