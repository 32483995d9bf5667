// Issue 27 through the real pages: the owner shares a car from its card, the invitee opens the emailed link in their
// own browser (signing in first), accepts, sees the car marked 'Shared by {owner}' with only a viewer's actions and
// their own copy of its reminders, and leaves; the owner sees who has access throughout.
import { expect, test } from '@playwright/test';
import type { Policy } from '../shared-contracts/src/policy';
import type { Reminder } from '../shared-contracts/src/reminder';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { findLink, waitForMail } from './support/mailbox';
import { createPolicyViaApi } from './support/policies';
import { newTestUser, registerUser, signUpAndSignIn } from './support/session';
import { chooseSelectOption, expectToast, logInThroughUi, submitButton, watchConsoleErrors } from './shell-ui-helpers';

test('share a car, accept it from the email in another browser, see it as a viewer, then as an editor, leave', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const ownerErrors = watchConsoleErrors(page);
  await signUpAndSignIn(page, { firstName: 'Olivia' });
  await createPolicyViaApi(page, {
    registrationNumber: 'OW11NER',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: addDays(londonToday(), 45),
    reminderDays: [30, 10],
    reminderMethods: ['app'],
  });
  const mia = newTestUser({ firstName: 'Mia' });
  await registerUser(page.request, process.env.E2E_BASE_URL!, mia);

  // The owner invites Mia as a viewer.
  await page.goto('/policies');
  await page.getByRole('button', { name: 'Share OW11NER' }).click();
  const share = page.getByRole('dialog', { name: 'Share OW11 NER' });
  await expect(share.getByTestId('no-members')).toBeVisible();
  await share.getByLabel('Email address').fill(mia.email);
  await expect(share.getByRole('radio', { name: /Viewer/ })).toBeChecked();
  const since = new Date();
  await submitButton(page, 'Send invitation').click();
  await expectToast(page, 'Invitation sent', `We emailed ${mia.email} a link to accept.`);
  await expect(share.getByTestId('share-member')).toHaveAttribute('data-state', 'invited');
  await expect(share.getByTestId('share-member')).toContainText('Invited');
  await share.getByRole('button', { name: 'Close' }).last().click();

  const mail = await waitForMail(mia.email, { subject: 'Olivia shared a car with you on Renewly', since });
  expect(mail.text).not.toContain('@example.com>'); // never the owner's address
  const link = findLink(mail, /\/policies\?invite=/)!;
  expect(link).toBeTruthy();

  // Mia, in her own browser, signed out: the sign-in screen first, then the invitation at the same address.
  const context = await browser.newContext();
  const miaPage = await context.newPage();
  const miaErrors = watchConsoleErrors(miaPage, [/401/]);
  await miaPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(miaPage.getByTestId('invite-hint')).toContainText('Someone shared a car with you.');
  await logInThroughUi(miaPage, mia.email, mia.password);
  const invitation = miaPage.getByRole('dialog', { name: 'Shared car invitation' });
  await expect(invitation.getByTestId('invite-details')).toContainText('Olivia has shared OW11 NER Ford Focus with you as Viewer.');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expectToast(miaPage, 'OW11 NER is now shared with you');
  await expect(invitation).toBeHidden();
  await expect(miaPage).not.toHaveURL(/invite=/);

  // Her card: marked, read-only (no Edit, Share, Delete or import), with Leave.
  const card = miaPage.locator('[data-testid="policy-card"][data-registration="OW11NER"]');
  await expect(card.getByTestId('shared-by')).toHaveText('Shared by Olivia');
  await expect(card.getByRole('button', { name: 'Leave OW11NER' })).toBeVisible();
  for (const name of ['Edit OW11NER', 'Share OW11NER', 'Delete OW11NER', 'Import renewal notice for OW11NER']) {
    await expect(card.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(card.getByRole('switch', { name: 'Active: OW11NER' })).toBeDisabled();
  // Her own copies of the owner's reminders, and the car marked on the reminders page.
  const reminders = (await (await miaPage.request.get('/api/reminders')).json()) as Reminder[];
  expect(reminders.map((r) => r.daysBefore).sort((a, b) => a - b)).toEqual([10, 30]);
  await miaPage.goto('/reminders');
  await expect(miaPage.locator('[data-testid="reminder-group"][data-registration="OW11NER"]')).toContainText('Shared by Olivia');

  // The owner sees her as active.
  await page.reload();
  await page.getByRole('button', { name: 'Share OW11NER' }).click();
  await expect(share.getByTestId('share-member')).toHaveAttribute('data-state', 'active');
  await expect(share.getByTestId('share-member')).toContainText(`Mia (${mia.email})`);
  // Made an editor: she may now edit the car and import its renewal notice (still not delete or share it).
  await share.getByRole('combobox', { name: `Role of ${mia.email}` }).click();
  await chooseSelectOption(page, /^Editor$/);
  await expectToast(page, 'Role changed');
  await share.getByRole('button', { name: 'Close' }).last().click();
  await miaPage.goto('/policies');
  await expect(card.getByRole('button', { name: 'Edit OW11NER' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Import renewal notice for OW11NER' })).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Active: OW11NER' })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Delete OW11NER' })).toHaveCount(0);

  // Mia leaves: the car and her reminders for it go from her Renewly; the owner's stay.
  await card.getByRole('button', { name: 'Leave OW11NER' }).click();
  await miaPage.getByRole('button', { name: 'Leave', exact: true }).click();
  await expectToast(miaPage, 'You no longer have access to this policy.');
  await expect(card).toHaveCount(0);
  expect((await (await miaPage.request.get('/api/policies')).json()) as Policy[]).toEqual([]);
  expect((await (await miaPage.request.get('/api/reminders')).json()) as Reminder[]).toEqual([]);
  expect(((await (await page.request.get('/api/reminders')).json()) as Reminder[]).length).toBe(2);
  expect(ownerErrors).toEqual([]);
  expect(miaErrors).toEqual([]);
  await context.close();
});
