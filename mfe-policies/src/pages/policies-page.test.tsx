import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@renewly/shared-contracts';
import { installFakeApi } from '../testing/fake-api';
import { renderPage } from '../testing/render-page';
import { samplePolicy } from '../testing/sample-policies';
import { typeUkDate } from '../testing/uk-date';
import PoliciesPage from './policies-page';
import { findFullDialog } from '../../../scripts/jest/full-dialog';

const policies = [
  samplePolicy({ inDays: 10, registrationNumber: 'UR10ENT' }),
  samplePolicy({ inDays: 45, registrationNumber: 'UP45CMG' }),
  samplePolicy({ inDays: 200, registrationNumber: 'AC20TVE', isActive: false }),
];

// Required fields' labels end in an aria-hidden "*": they are matched by their start (/^Renewal Date/).
function countText(filter: string) {
  return screen.getByTestId(`filter-${filter}`).textContent;
}

// antd's first modal render is slow under jsdom on this machine (the dialog's long tests pass 30 s when it is busy).
jest.setTimeout(60000);

describe('PoliciesPage', () => {
  it('shows the policies with a count for all seven filter options', async () => {
    installFakeApi({ 'GET /api/policies': { body: policies } });
    renderPage(<PoliciesPage />, { path: '/policies' });
    expect(screen.getByRole('heading', { name: 'Insurance Policies' })).toBeTruthy();
    expect(await screen.findAllByTestId('policy-card')).toHaveLength(3);
    expect(countText('all')).toBe('All Policies (3)');
    expect(countText('active-only')).toBe('Active Only (2)');
    expect(countText('inactive-only')).toBe('Inactive Only (1)');
    expect(countText('active')).toBe('Active (1)');
    expect(countText('upcoming')).toBe('Upcoming (1)');
    expect(countText('urgent')).toBe('Renewal Due (1)');
    expect(countText('expired')).toBe('Expired (0)');

    const inactive = screen.getAllByTestId('policy-card').find((c) => c.dataset.registration === 'AC20TVE')!;
    expect(inactive.dataset.inactive).toBe('true');
    expect(within(inactive).getByTestId('inactive-tag').textContent).toBe('Inactive');

    fireEvent.click(screen.getByRole('radio', { name: 'Renewal Due (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('policy-card')).toHaveLength(1));
    expect(screen.getByTestId('policy-card').dataset.registration).toBe('UR10ENT');
  });

  it('shows the required-fields message when the add dialog is sent empty, and sends nothing', async () => {
    const api = installFakeApi({ 'GET /api/policies': { body: [] } });
    renderPage(<PoliciesPage />, { path: '/policies' });
    expect(await screen.findByText(/No policies yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Policy' }));
    const dialog = await findFullDialog();
    expect(within(dialog).getByText('Add New Policy')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Policy' }));
    expect(await within(dialog).findByText(MESSAGES.policyRequiredFields)).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('opens the add dialog from /policies?add=1 and creates a policy with reminders', async () => {
    const api = installFakeApi({
      'GET /api/policies': { body: [] },
      'POST /api/policies': ({ body }) => ({ status: 201, body: { ...samplePolicy(), ...(body as object), remindersCreated: 1 } }),
    });
    const { toasts } = renderPage(<PoliciesPage />, { path: '/policies?add=1' });
    const dialog = await findFullDialog();
    const renewal = (await within(dialog).findByLabelText(/^Renewal Date/)) as HTMLInputElement;
    expect(renewal.placeholder).toBe('dd/mm/yyyy');
    typeUkDate(renewal, '01/04/2027');
    await waitFor(() => expect(renewal.value).toBe('01/04/2027'));
    // The make select: open it and choose (choosing a make clears the model, so the model comes after).
    fireEvent.mouseDown(within(dialog).getByLabelText(/^Car Make/));
    fireEvent.click(await screen.findByTitle('Ford'));
    fireEvent.change(within(dialog).getByLabelText(/^Car Model/), { target: { value: 'Focus' } });
    fireEvent.click(within(dialog).getByLabelText('30 days before'));
    fireEvent.change(within(dialog).getByLabelText(/^Registration Number/), { target: { value: 'ab12 cde' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Policy' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({
      registrationNumber: 'AB12CDE',
      carManufacturer: 'Ford',
      carModel: 'Focus',
      renewalDate: '2027-04-01',
      reminderDays: [30],
      reminderMethods: ['app'],
    });
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Policy created successfully with 1 reminder(s)', variant: 'success' }));
  });

  it('toggles a policy inactive and toasts the result', async () => {
    const api = installFakeApi({
      'GET /api/policies': { body: policies },
      [`PATCH /api/policies/${policies[0]!.id}/status`]: { body: { ...policies[0], isActive: false } },
    });
    const { toasts } = renderPage(<PoliciesPage />, { path: '/policies' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: UR10ENT' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Policy status updated successfully', variant: 'success' }));
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ isActive: false });
    // The list is read again after the change.
    expect(api.requests.filter((r) => r.url === '/api/policies' && r.method === 'GET').length).toBeGreaterThan(1);
  });

  it('toasts the spec error when the toggle fails', async () => {
    installFakeApi({
      'GET /api/policies': { body: policies },
      [`PATCH /api/policies/${policies[0]!.id}/status`]: { status: 500, body: { message: 'boom' } },
    });
    const { toasts } = renderPage(<PoliciesPage />, { path: '/policies' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: UR10ENT' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ title: 'Error', description: 'Failed to update policy status', variant: 'error' }),
    );
  });

  it('shows an error state with a retry when the list cannot load', async () => {
    installFakeApi({ 'GET /api/policies': { status: 500, body: { message: 'down' } } });
    renderPage(<PoliciesPage />, { path: '/policies' });
    expect(await screen.findByText('Failed to load policies. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('fills the vehicle from a registration lookup after the pause, only when creating', async () => {
    const api = installFakeApi({
      'GET /api/policies': { body: [] },
      'GET /api/vehicle/lookup/AA19AAA': {
        body: { manufacturer: 'VOLKSWAGEN', model: 'Golf Hybrid', year: 2019, motExpiryDate: '2027-05-14', roadTaxExpiryDate: '2027-03-01' },
      },
    });
    renderPage(<PoliciesPage />, { path: '/policies?add=1' });
    const dialog = await findFullDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Registration Number/), { target: { value: 'aa1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Registration Number/), { target: { value: 'aa19 aaa' } });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(api.requests.some((r) => r.url.startsWith('/api/vehicle'))).toBe(false);
    // The API's 'YYYY-MM-DD' dates show as UK dates.
    await waitFor(() => expect((within(dialog).getByLabelText('MOT Expiry Date') as HTMLInputElement).value).toBe('14/05/2027'));
    expect((within(dialog).getByLabelText('Road Tax Expiry Date') as HTMLInputElement).value).toBe('01/03/2027');
    expect((within(dialog).getByLabelText(/^Car Model/) as HTMLInputElement).value).toBe('Golf');
    expect(within(dialog).getByTitle('Volkswagen')).toBeTruthy();
    expect(api.requests.filter((r) => r.url.startsWith('/api/vehicle'))).toHaveLength(1);

    // ...and go back to the API as the same calendar dates.
    typeUkDate(within(dialog).getByLabelText(/^Renewal Date/), '20/02/2027');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Policy' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST')).toBe(true));
    expect(api.requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      registrationNumber: 'AA19AAA',
      renewalDate: '2027-02-20',
      motExpiryDate: '2027-05-14',
      roadTaxExpiryDate: '2027-03-01',
    });
  });

  it('shows an existing policy\'s dates as dd/mm/yyyy when editing, and saves typed and picked dates', async () => {
    const existing = samplePolicy({
      registrationNumber: 'ED17DTS',
      renewalDate: '2027-04-01',
      motExpiryDate: '2027-11-30',
      roadTaxExpiryDate: '2027-03-01',
    });
    const api = installFakeApi({
      'GET /api/policies': { body: [existing] },
      [`PUT /api/policies/${existing.id}`]: ({ body }) => ({ body: { ...existing, ...(body as object) } }),
    });
    const { toasts } = renderPage(<PoliciesPage />, { path: '/policies' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit ED17DTS' }));
    const dialog = await findFullDialog();
    expect(within(dialog).getByText('Edit Policy Details')).toBeTruthy();
    const renewal = within(dialog).getByLabelText(/^Renewal Date/) as HTMLInputElement;
    const tax = within(dialog).getByLabelText('Road Tax Expiry Date') as HTMLInputElement;
    expect(renewal.value).toBe('01/04/2027');
    expect((within(dialog).getByLabelText('MOT Expiry Date') as HTMLInputElement).value).toBe('30/11/2027');
    expect(tax.value).toBe('01/03/2027');

    typeUkDate(renewal, '15/06/2027');
    await waitFor(() => expect(renewal.value).toBe('15/06/2027'));
    // Pick the road-tax date from the calendar, which opens on the current value's month.
    fireEvent.click(tax);
    fireEvent.click(await screen.findByTitle('2027-03-20'));
    await waitFor(() => expect(tax.value).toBe('20/03/2027'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Policy updated successfully', variant: 'success' }));
    expect(api.requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
      renewalDate: '2027-06-15',
      motExpiryDate: '2027-11-30',
      roadTaxExpiryDate: '2027-03-20',
    });
  });

  it('says the vehicle was not found when the lookup fails', async () => {
    installFakeApi({ 'GET /api/policies': { body: [] } });
    const { toasts } = renderPage(<PoliciesPage />, { path: '/policies?add=1' });
    const dialog = await findFullDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Registration Number/), { target: { value: 'ZZ99ZZZ' } });
    await waitFor(() => expect(toasts).toContainEqual({ title: 'Vehicle not found in database - please enter manually', variant: 'info' }));
  });
});
