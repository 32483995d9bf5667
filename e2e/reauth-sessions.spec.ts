// Issue 40: re-authentication before a sensitive change (ASVS V3.7.1), the notices of a changed email (V2.2.3,
// V2.5.5) and "Where you're signed in" (V3.3.4), in real Chromium against the real API, database and loopback SMTP.
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { SIGN_IN_CHANGE_SUBJECTS } from '../shared-contracts/src/features/sign-in-security';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { findLink, waitForMail } from './support/mailbox';
import { ageSessions } from './support/stale-session';
import { createPolicyViaApi, logIn, newTestUser, registerUser, verifyEmailViaApi, type TestUser } from './support/session';
import { waitForReactOn } from './support/shell-started';
import { expectToast } from './shell-ui-helpers';
import { expectNoAxeViolations } from './support/axe';
import { fullDialogShown } from './support/full-dialog';

const VIEWPORTS = [
  { name: '1366 px', viewport: { width: 1366, height: 768 } },
  { name: '360 px', viewport: { width: 360, height: 740 } },
] as const;
const baseURL = () => process.env.E2E_BASE_URL!;

/** A browser of its own (cookies apart), signed in as `user` (registered first when `register`). */
async function signedInContext(browser: Browser, user: TestUser, viewport: { width: number; height: number }, register = false) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'en-GB', timezoneId: 'Europe/London', serviceWorkers: 'block' });
  const page = await context.newPage();
  if (register) await registerUser(page.request, baseURL(), user);
  await logIn(page.request, baseURL(), user);
  return { context, page };
}

for (const { name, viewport } of VIEWPORTS) {
  test(`${name}: a stale session changing its email is asked to confirm it's you; after the password the change is asked for, made when the new address's link is opened, and both addresses are told`, async ({
    browser,
  }) => {
    const user = newTestUser();
    const { context, page } = await signedInContext(browser, user, viewport, true);
    await verifyEmailViaApi(page, user);
    await ageSessions(page);
    const newEmail = `moved-${user.email}`;

    await page.goto('/profile');
    const field = page.getByLabel('New email address');
    await waitForReactOn(field);
    await field.fill(newEmail);
    const change = page.getByRole('button', { name: 'Change email' });
    await change.click();

    // The dialog, with focus on its password field; Escape cancels: nothing saved, focus back on the button.
    let dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectToast(page, 'Email address not changed');
    await expect(change).toBeFocused();
    expect((await (await page.request.get('/api/user')).json()).email).toBe(user.email);

    // Again, by keyboard: a wrong password is shown on the field; the right one saves the change that was asked.
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    await page.keyboard.type('not my password');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('That password is not right.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    // Issue 51: only asked for; the address changes when the link sent to it is opened.
    await expectToast(page, 'Check your new address', 'We sent a link to the new address. Your email address changes when you open it.');
    expect((await (await page.request.get('/api/user')).json()).email).toBe(user.email);
    const toNew = await waitForMail(newEmail, { subject: 'Verify the new email address of your Renewly account' });
    expect(toNew.text).toContain('If you did not change the address');
    const link = new URL(findLink(toNew, /#verifyEmail=/)!);
    await page.goto(`/profile${link.hash}`);
    await expectToast(page, 'Email address changed');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(newEmail);
    expect((await (await page.request.get('/api/user')).json()).email).toBe(newEmail);

    const toOld = await waitForMail(user.email, { subject: SIGN_IN_CHANGE_SUBJECTS['email-changed'] });
    expect(toOld.text).toContain(`changed to ${newEmail}`);
    expect(toOld.text).toContain('If it was not you');
    await context.close();
  });

  test(`${name}: "Where you're signed in" lists both browsers, marks this device, and signs the other out`, async ({ browser }) => {
    const user = newTestUser();
    const { context: a, page: pageA } = await signedInContext(browser, user, viewport, true);
    const b = await signedInContext(browser, user, viewport);
    await b.page.goto('/');
    await expect(b.page.locator('.renewly-avatar-button')).toBeVisible();

    await pageA.goto('/profile');
    const list = pageA.getByRole('list', { name: 'Signed-in devices' });
    const rows = list.getByTestId('signed-in-session');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(rows.first()).toContainText('This device');
    await expect(rows.nth(1)).toContainText(/Chrome \d+ on \w+/);
    await expect(rows.nth(1)).toContainText(/Signed in \d\d\/\d\d\/\d{4} \d\d:\d\d · Last used/);
    await expectNoAxeViolations(pageA);

    // The keyboard reaches the other device's "Sign out" and presses it.
    const other = rows.nth(1).getByRole('button', { name: /^Sign out of Chrome/ });
    await waitForReactOn(other);
    await other.focus();
    await pageA.keyboard.press('Enter');
    await expectToast(pageA, 'Signed out');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('This device');
    // Issue 51: the pressed button went with its row; focus is on the next one, not lost to the page.
    await expect(rows.first().getByRole('button', { name: /^Sign out of this device/ })).toBeFocused();

    // The other browser is signed out: its next load shows the sign-in screen.
    await b.page.reload();
    await expect(b.page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
    expect((await b.page.request.get('/api/auth/user')).status()).toBe(401);
    // This one is still signed in.
    expect((await pageA.request.get('/api/auth/user')).status()).toBe(200);
    await a.close();
    await b.context.close();
  });
}

test('a stale session exporting its data and sharing a car confirms once each, and the download and the invitation go through', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newTestUser();
  await registerUser(page.request, baseURL(), user);
  await logIn(page.request, baseURL(), user);
  await createPolicyViaApi(page, { registrationNumber: 'RE11UTH', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: addDays(londonToday(), 45) });

  // Export: the link asks first, then the file downloads under the API's name.
  await ageSessions(page);
  await page.goto('/settings');
  const jsonLink = page.getByRole('link', { name: 'Download all data (JSON)' });
  await waitForReactOn(jsonLink);
  const download = page.waitForEvent('download');
  await jsonLink.click();
  let dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^renewly-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(JSON.parse(await readFile((await file.path())!, 'utf8')).user.email).toBe(user.email);

  // Sharing: the dialog opens over the Share dialog; once confirmed, the invitation is sent.
  await ageSessions(page);
  await page.goto('/policies');
  await waitForReactOn(page.getByRole('heading', { name: 'Insurance Policies' }).first());
  await page.getByRole('button', { name: 'Share RE11UTH' }).click();
  await fullDialogShown(page);
  const share = page.getByRole('dialog', { name: 'Share RE11 UTH' });
  await share.getByLabel('Email address').fill('household-reauth@example.com');
  await share.getByRole('button', { name: 'Send invitation' }).click();
  dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expectToast(page, 'Invitation sent');
  await expect(share.getByTestId('share-member')).toContainText('Invited');
  await expect(share).toBeVisible();
});
