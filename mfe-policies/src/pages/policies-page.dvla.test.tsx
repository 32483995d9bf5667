// Issue 26 on the policies page: the card's 'Checked with DVLA' line and status tag, and the dialog's setting.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../testing/fake-api';
import { renderPage } from '../testing/render-page';
import { samplePolicy } from '../testing/sample-policies';
import PoliciesPage from './policies-page';
import { findFullDialog } from '../../../scripts/jest/full-dialog';

jest.setTimeout(60000);

describe('PoliciesPage and the DVLA dates refresh', () => {
  it("the card says when the DVLA last confirmed the dates, and shows its status alert with the day Renewly saw it", async () => {
    installFakeApi({
      'GET /api/policies': {
        body: [
          samplePolicy({ registrationNumber: 'SN27ORN', dvlaCheckedAt: '2027-03-01T10:00:00.000Z', dvlaAlerts: [{ kind: 'sorn', since: '2027-03-01' }] }),
          samplePolicy({ registrationNumber: 'NE27VER' }),
        ],
      },
    });
    renderPage(<PoliciesPage />, { path: '/policies' });
    const cards = await screen.findAllByTestId('policy-card');
    const checked = cards.find((c) => c.dataset.registration === 'SN27ORN')!;
    expect(within(checked).getByTestId('dvla-checked').textContent).toBe('Checked with DVLA 01/03/2027');
    expect(within(checked).getByTestId('dvla-alert').textContent).toBe('DVLA: SORN, seen on 01/03/2027');
    const never = cards.find((c) => c.dataset.registration === 'NE27VER')!;
    expect(within(never).queryByTestId('dvla-checked')).toBeNull();
    expect(within(never).queryByTestId('dvla-alert')).toBeNull();
  });

  it('Edit Policy Details: the setting is on by default with a key, and turning it off is saved', async () => {
    const existing = samplePolicy({ registrationNumber: 'ON27KEY', dvlaRefreshAvailable: true });
    const api = installFakeApi({
      'GET /api/policies': { body: [existing] },
      [`PUT /api/policies/${existing.id}`]: ({ body }) => ({ body: { ...existing, ...(body as object) } }),
    });
    renderPage(<PoliciesPage />, { path: '/policies' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ON27KEY' }));
    const dialog = await findFullDialog();
    const box = (await within(dialog).findByRole('checkbox', { name: /Keep MOT and tax dates up to date from the DVLA/ })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(false);
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ dvlaRefresh: false }));
  });

  it('Edit Policy Details: without a DVLA key the setting is shown disabled, with the reason', async () => {
    const existing = samplePolicy({ registrationNumber: 'NO27KEY', dvlaRefreshAvailable: false });
    installFakeApi({ 'GET /api/policies': { body: [existing] } });
    renderPage(<PoliciesPage />, { path: '/policies' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit NO27KEY' }));
    const dialog = await findFullDialog();
    const box = (await within(dialog).findByRole('checkbox', { name: /Keep MOT and tax dates up to date from the DVLA/ })) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(within(dialog).getByText(/no DVLA key is configured/)).toBeTruthy();
  });
});
