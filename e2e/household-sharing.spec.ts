// Issue 27 through the real pages: the owner shares a car from its card, the invitee opens the emailed link in their
// own browser (signing in first), accepts, sees the car marked 'Shared by {owner}' with only a viewer's actions and
// their own copy of its reminders, and leaves; the owner sees who has access throughout.
import { expect, test } from '@playwright/test';
import type { Policy } from '../shared-contracts/src/policy';
import type { Reminder } from '../shared-contracts/src/reminder';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { findLink, waitForMail } from './support/mailbox';
import { createPolicyViaApi } from './support/policies';
import { logIn, newTestUser, registerUser, signUpAndSignIn } from './support/session';
import { chooseSelectOption, expectToast, logInThroughUi, submitButton, toastArea, watchConsoleErrors } from './shell-ui-helpers';

const ORIGIN = () => new URL(process.env.E2E_BASE_URL!).origin;

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

  const mail = await waitForMail(mia.email, { subject: 'A car was shared with you on Renewly', since });
  expect(mail.text).not.toContain('@example.com>'); // never the owner's address
  // Issue 36: the token rides in the fragment, which the browser never sends (no server log holds it).
  const link = findLink(mail, /\/policies#invite=[A-Za-z0-9_-]{43}$/)!;
  expect(link).toBeTruthy();
  expect(link).not.toContain('?');

  // Mia, in her own browser, signed out: the sign-in screen first, then the invitation at the same address.
  const context = await browser.newContext();
  const miaPage = await context.newPage();
  const miaErrors = watchConsoleErrors(miaPage, [/401/]);
  const pagesLoaded: string[] = [];
  miaPage.on('request', (r) => {
    if (r.resourceType() === 'document') pagesLoaded.push(r.url());
  });
  await miaPage.goto(new URL(link).pathname + new URL(link).hash);
  await expect(miaPage.getByTestId('invite-hint')).toContainText('Someone shared a car with you.');
  await logInThroughUi(miaPage, mia.email, mia.password);
  const invitation = miaPage.getByRole('dialog', { name: 'Shared car invitation' });
  await expect(invitation.getByTestId('invite-details')).toContainText('Olivia has shared OW11 NER Ford Focus with you as Viewer.');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expectToast(miaPage, 'OW11 NER is now shared with you');
  await expect(invitation).toBeHidden();
  await expect(miaPage).not.toHaveURL(/invite=/);
  // The sign-in loaded the invitation's page again (two page loads), the token never in what was sent.
  expect(pagesLoaded.map((u) => new URL(u).pathname)).toEqual(['/policies', '/policies']);
  for (const url of pagesLoaded) expect(new URL(url).search).toBe('');

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

test('a newcomer signs up from the invitation link: the sign-up carries its token, and the invitation waits after signing in', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, { firstName: 'Olivia' });
  const id = await createPolicyViaApi(page, { registrationNumber: 'NE21WCM', carManufacturer: 'Kia', carModel: 'Picanto', renewalDate: addDays(londonToday(), 60) });
  const nora = newTestUser({ firstName: 'Nora' });
  const since = new Date();
  const sent = await page.request.post(`/api/policies/${id}/invites`, { headers: { Origin: ORIGIN() }, data: { email: nora.email, role: 'viewer' } });
  expect(sent.status()).toBe(201);
  const link = findLink(await waitForMail(nora.email, { subject: 'A car was shared with you on Renewly', since }), /#invite=/)!;
  const token = new URL(link).hash.replace('#invite=', '');

  const context = await page.context().browser()!.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto(new URL(link).pathname + new URL(link).hash);
  await expect(newcomer.getByTestId('invite-hint')).toBeVisible();
  await newcomer.getByRole('button', { name: 'Sign up' }).click();
  await newcomer.getByLabel('First name').fill(nora.firstName);
  await newcomer.getByLabel('Last name').fill(nora.lastName);
  await newcomer.getByLabel('Email').fill(nora.email);
  await newcomer.getByLabel('Mobile number').fill(nora.mobileNumber);
  await newcomer.getByLabel('Password', { exact: true }).fill(nora.password);
  await newcomer.getByLabel('Confirm password').fill(nora.password);
  const registered = newcomer.waitForRequest((r) => r.url().endsWith('/api/auth/register') && r.method() === 'POST');
  await submitButton(newcomer, 'Create account').click();
  // By invitation (REGISTRATION=invite), this token is what lets the address in (api registration-policy.test.ts).
  expect((await registered).postDataJSON()).toMatchObject({ email: nora.email, inviteToken: token });
  await logInThroughUi(newcomer, nora.email, nora.password);
  const invitation = newcomer.getByRole('dialog', { name: 'Shared car invitation' });
  await expect(invitation.getByTestId('invite-details')).toContainText('Olivia has shared NE21 WCM Kia Picanto with you as Viewer.');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expectToast(newcomer, 'NE21 WCM is now shared with you');
  await context.close();
});

test('an invitation shows to whom it was sent (masked) and who is looking; refusals say one thing; a car taken away is told and goes', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, { firstName: 'Olivia' });
  const id = await createPolicyViaApi(page, { registrationNumber: 'MK21PZN', carManufacturer: 'Ford', carModel: 'Fiesta', renewalDate: addDays(londonToday(), 60) });
  const casey = newTestUser({ firstName: 'Casey', email: `casey.bloggs.${Date.now().toString(36)}@example.co.uk` });
  const caseyContext = await browser.newContext({ baseURL: ORIGIN() });
  const caseyPage = await caseyContext.newPage();
  await registerUser(caseyPage.request, ORIGIN(), casey);
  await logIn(caseyPage.request, ORIGIN(), casey);
  const headers = { Origin: ORIGIN() };
  const inviteCasey = async (role: 'viewer' | 'editor') => {
    const since = new Date();
    const res = await page.request.post(`/api/policies/${id}/invites`, { headers, data: { email: casey.email, role } });
    expect(res.status()).toBe(201);
    return findLink(await waitForMail(casey.email, { subject: 'A car was shared with you on Renewly', since }), /#invite=/)!;
  };
  const link = await inviteCasey('viewer');
  const at = new URL(link).pathname + new URL(link).hash;

  // The owner opening her own invitation is not told that it was shared with her.
  await page.goto(at);
  const invitation = page.getByRole('dialog', { name: 'Shared car invitation' });
  await expect(invitation.getByTestId('invite-details')).toHaveText(
    'This is your own invitation: you shared MK21 PZN Ford Fiesta with casey.b…@example.co.uk as Viewer. Only they can accept it.',
  );
  await expect(invitation.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await invitation.getByRole('button', { name: 'Not now' }).click();

  // Another account is told which address it was for, masked.
  const walter = await browser.newContext({ baseURL: ORIGIN() });
  const walterPage = await walter.newPage();
  const other = newTestUser({ firstName: 'Walter' });
  await registerUser(walterPage.request, ORIGIN(), other);
  await logIn(walterPage.request, ORIGIN(), other);
  await walterPage.goto(at);
  const wrong = walterPage.getByRole('dialog', { name: 'Shared car invitation' });
  await expect(wrong.getByRole('alert')).toHaveText('This invitation was sent to casey.b…@example.co.uk. Sign in with that address to accept it.');
  await expect(wrong.getByRole('button', { name: 'Accept' })).toBeDisabled();
  await walter.close();

  // Casey accepts; the owner's refused invitation (she has access already) says the reason once, in the dialog.
  const token = new URL(link).hash.replace('#invite=', '');
  expect((await caseyPage.request.post(`/api/invites/${token}/accept`, { headers })).status()).toBe(200);
  await page.goto('/policies');
  await page.getByRole('button', { name: 'Share MK21PZN' }).click();
  const share = page.getByRole('dialog', { name: 'Share MK21 PZN' });
  await expect(share.getByTestId('share-member')).toHaveAttribute('data-state', 'active');
  await share.getByLabel('Email address').fill(casey.email);
  await submitButton(page, 'Send invitation').click();
  await expect(share.getByRole('alert')).toHaveText('That person already has access to this policy.');
  await expect(toastArea(page).locator('.renewly-toast')).toHaveCount(0);

  // Casey leaves while the dialog is open: the owner's role change is refused with the reason only, and her bell says so.
  expect((await caseyPage.request.post(`/api/policies/${id}/leave`, { headers })).status()).toBe(204);
  await share.getByRole('combobox', { name: `Role of ${casey.email}` }).click();
  await chooseSelectOption(page, /^Editor$/);
  await expect(share.getByTestId('share-member').getByRole('alert')).toHaveText('Member not found');
  await expect(toastArea(page).locator('.renewly-toast')).toHaveCount(0);
  await share.getByRole('button', { name: 'Close' }).last().click();
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('Casey has left MK21 PZN: they no longer share it with you');
  await page.keyboard.press('Escape');

  // Invited again as an editor, Casey has the car open when Olivia removes her: her save says what happened, the card goes.
  const again = await inviteCasey('editor');
  expect((await caseyPage.request.post(`/api/invites/${new URL(again).hash.replace('#invite=', '')}/accept`, { headers })).status()).toBe(200);
  await caseyPage.goto('/policies');
  const card = caseyPage.locator('[data-testid="policy-card"][data-registration="MK21PZN"]');
  await card.getByRole('button', { name: 'Edit MK21PZN' }).click();
  const edit = caseyPage.getByRole('dialog');
  await expect(edit.getByText('Edit Policy Details')).toBeVisible();
  const members = (await (await page.request.get(`/api/policies/${id}/members`)).json()) as { members: { id: string }[] };
  expect((await page.request.delete(`/api/policies/${id}/members/${members.members[0]!.id}`, { headers })).status()).toBe(204);
  await edit.getByLabel('Car Model').fill('Focus');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(caseyPage, 'Olivia no longer shares MK21 PZN with you');
  await expect(card).toHaveCount(0);
  await expect(caseyPage.getByRole('dialog', { name: /Edit/ })).toHaveCount(0);
  await caseyPage.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  await expect(caseyPage.getByRole('dialog', { name: 'Notifications' })).toContainText('Olivia no longer shares MK21 PZN with you');
  await caseyContext.close();
});
