// ASVS V2.1.6: changing the password on the profile asks for the current one. A wrong one changes nothing and says
// so; the right one changes it, signs other browsers out and tells the verified address. Real Chromium, API, database
// and loopback SMTP.
import { expect, test } from '@playwright/test';
import { ACCOUNT_SECURITY_TEXTS } from '../shared-contracts/src/features/account-security';
import { SIGN_IN_CHANGE_SUBJECTS } from '../shared-contracts/src/features/sign-in-security';
import { waitForMail } from './support/mailbox';
import { logIn, newTestUser, registerUser, verifyEmailViaApi } from './support/session';
import { waitForReactOn } from './support/shell-started';
import { expectToast } from './shell-ui-helpers';

const baseURL = () => process.env.E2E_BASE_URL!;
const NEW_PASSWORD = 'a much better passphrase 7';

test('the password changes only with the current one; then only the new one signs in', async ({ page, playwright }) => {
  const user = newTestUser();
  await registerUser(page.request, baseURL(), user);
  await logIn(page.request, baseURL(), user);
  await verifyEmailViaApi(page, user);

  await page.goto('/profile');
  const current = page.getByLabel('Current password');
  await waitForReactOn(current);
  await current.fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password not changed', ACCOUNT_SECURITY_TEXTS.wrongCurrentPassword);
  // Nothing typed is lost: the right current password, and the same new one goes through.
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(NEW_PASSWORD);
  await current.fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed');
  await expect(current).toHaveValue('');

  const notice = await waitForMail(user.email, { subject: SIGN_IN_CHANGE_SUBJECTS['password-changed'] });
  expect(notice.text).toContain('If it was not you');
  const elsewhere = await playwright.request.newContext({ baseURL: baseURL() });
  const origin = { Origin: baseURL() };
  expect((await elsewhere.post('/api/auth/login', { headers: origin, data: { email: user.email, password: user.password } })).status()).toBe(401);
  expect((await elsewhere.post('/api/auth/login', { headers: origin, data: { email: user.email, password: NEW_PASSWORD } })).status()).toBe(200);
  await elsewhere.dispose();
});
