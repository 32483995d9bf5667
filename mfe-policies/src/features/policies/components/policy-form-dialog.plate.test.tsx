// Issue 51 item 10: an editor of a shared car cannot change its plate (the API gives every such change one answer),
// so the edit form shows the plate locked, with the reason under it; the owner's form is as before.
import { screen, within } from '@testing-library/react';
import { OWNER_ONLY_REGISTRATION_MESSAGE } from '@renewly/shared-contracts';
import { installFakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { samplePolicy } from '../../../testing/sample-policies';
import ThemedPolicyFormDialog from './themed-policy-form-dialog';

jest.setTimeout(60000);

async function editForm(access: 'owner' | 'editor') {
  const policy = samplePolicy({ access, ...(access === 'editor' ? { sharedBy: { firstName: 'Olivia' } } : {}) });
  installFakeApi({});
  renderPage(<ThemedPolicyFormDialog open policy={policy} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog');
  return { dialog, plate: (await within(dialog).findByLabelText(/Registration Number/)) as HTMLInputElement };
}

test('an editor sees the plate locked, with the reason under it', async () => {
  const { dialog, plate } = await editForm('editor');
  expect(plate.readOnly).toBe(true);
  expect(within(dialog).getByText(OWNER_ONLY_REGISTRATION_MESSAGE)).toBeTruthy();
});

test('the owner may change the plate', async () => {
  const { dialog, plate } = await editForm('owner');
  expect(plate.readOnly).toBe(false);
  expect(within(dialog).queryByText(OWNER_ONLY_REGISTRATION_MESSAGE)).toBeNull();
});
