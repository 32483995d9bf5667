// Forgot password -> e-mail (captured by the loopback SMTP server) -> reset with the link or the token -> sign in.
import { expect, test, type Page } from '@playwright/test';
import { findLink, waitForMail } from './support/mailbox';
import { newTestUser, registerUser } from './support/session';
import {
  authHeading,
  expectedFailure,
  expectToast,
  logInThroughUi,
  SIGNED_OUT_CHECK,
  watchConsoleErrors,
} from './shell-ui-helpers';

async function requestReset(page: Page, email: string): Promise<string> {
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(authHeading(page)).toHaveText('Reset Password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectToast(page, 'Reset email sent', /.+/);
  await expect(authHeading(page)).toHaveText('Welcome back');
  // By its subject: the sign-up's verification email may have arrived within the same second.
  const mail = await waitForMail(email, { since, subject: 'Reset your Renewly password' });
  const link = findLink(mail, /resetToken=/);
  expect(link, 'the e-mail carries a reset link').toBeTruthy();
  return link!;
}

test('reset the password through the e-mailed link, then sign in with the new one', async ({ page }) => {
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, expectedFailure(401, '/api/auth/login')]);
  const user = newTestUser();
  await registerUser(page.request, process.env.E2E_BASE_URL!, user);

  await page.goto('/');
  const link = await requestReset(page, user.email);
  const url = new URL(link);
  const token = new URLSearchParams(url.hash.slice(1)).get('resetToken')!;
  expect(url.search, 'the token never travels in the query string').toBe('');

  await page.goto(`${url.pathname}${url.hash}`);
  await expect(authHeading(page)).toHaveText('New Password');
  await expect(page.getByLabel('Reset token')).toHaveValue(token);

  const newPassword = 'Brand-new-pass-7';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectToast(page, 'Password reset successful');
  await expect(authHeading(page)).toHaveText('Welcome back');

  await logInThroughUi(page, user.email, user.password);
  await expectToast(page, 'Login failed');
  await logInThroughUi(page, user.email, newPassword);
  await expect(page.getByRole('banner')).toBeVisible();
  expect(errors).toEqual([]);
});

test('reset with a pasted token; a used token is refused with the server message', async ({ page }) => {
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, expectedFailure(400, '/api/auth/reset-password')]);
  const user = newTestUser();
  await registerUser(page.request, process.env.E2E_BASE_URL!, user);

  await page.goto('/');
  const token = new URLSearchParams(new URL(await requestReset(page, user.email)).hash.slice(1)).get('resetToken')!;

  const resetWithToken = async (password: string) => {
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByText('Have a reset token?')).toBeVisible();
    await page.getByRole('button', { name: 'Reset password with token' }).click();
    await expect(authHeading(page)).toHaveText('New Password');
    await page.getByLabel('Reset token').fill(token);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Reset password' }).click();
  };

  await resetWithToken('Second-pass-8');
  await expectToast(page, 'Password reset successful');
  await expect(authHeading(page)).toHaveText('Welcome back');

  await resetWithToken('Third-pass-9');
  await expectToast(page, 'Error', /.+/);
  expect(await page.locator('.renewly-toast-description').textContent()).not.toMatch(/^\d{3}:|[{}]/);
  await expect(authHeading(page)).toHaveText('New Password');
  await page.getByRole('button', { name: '← Back to login' }).click();

  await logInThroughUi(page, user.email, 'Second-pass-8');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(errors).toEqual([]);
});
