// Issue 51, items 21 and 30, in real Chromium against the real API, database and loopback SMTP: after an email change
// the old address's notice carries a link that takes the account back (the old address restored, every device signed
// out, a new password), and the security emails' links work signed in as well as signed out.
import { expect, test, type Browser } from '@playwright/test';
import { SIGN_IN_CHANGE_SUBJECTS } from '../shared-contracts/src/features/sign-in-security';
import { findLink, waitForMail } from './support/mailbox';
import { logIn, newTestUser, registerUser, verifyEmailViaApi, type TestUser } from './support/session';
import { authHeading, expectToast, logInThroughUi, submitButton } from './shell-ui-helpers';
import { expectNoAxeViolations } from './support/axe';

const baseURL = () => process.env.E2E_BASE_URL!;
const origin = () => ({ Origin: new URL(baseURL()).origin });

async function browserAt(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'en-GB', timezoneId: 'Europe/London', serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/**
 * Someone signed in to the user's account (here: a browser of its own) moves it to their address, confirming it with
 * the link sent there. Returns that browser and the link the old address was sent.
 */
async function takenOver(browser: Browser, user: TestUser) {
  const intruder = await browserAt(browser, { width: 1366, height: 768 });
  await registerUser(intruder.page.request, baseURL(), user);
  await verifyEmailViaApi(intruder.page, user);
  await logIn(intruder.page.request, baseURL(), user);
  const theirs = `intruder-${user.email}`;
  const asked = await intruder.page.request.put('/api/user/email', { headers: origin(), data: { email: theirs } });
  expect(asked.status(), await asked.text()).toBe(200);
  const confirm = findLink(await waitForMail(theirs, { subject: 'Verify the new email address' }), /#verifyEmail=/)!;
  const token = new URLSearchParams(new URL(confirm).hash.slice(1)).get('verifyEmail');
  expect((await intruder.page.request.post('/api/auth/verify-email', { headers: origin(), data: { token } })).status()).toBe(200);

  const notice = await waitForMail(user.email, { subject: SIGN_IN_CHANGE_SUBJECTS['email-changed'] });
  expect(notice.text).toContain(`changed to ${theirs}`);
  expect(notice.text).toContain('within 7 days to take your account back');
  const link = findLink(notice, /#restoreEmail=[0-9a-f]{64}$/);
  expect(link, 'the notice carries the link to take the account back').toBeTruthy();
  return { intruder, theirs, link: new URL(link!) };
}

test('1366 px, signed out: the old address takes the account back through the notice\'s link; every device is signed out', async ({ browser }) => {
  const user = newTestUser();
  const { intruder, theirs, link } = await takenOver(browser, user);
  const owner = await browserAt(browser, { width: 1366, height: 768 });
  await owner.page.goto(`/${link.hash}`);
  await expect(authHeading(owner.page)).toHaveText('Take your account back');
  expect(new URL(owner.page.url()).hash, 'the token leaves the address bar').toBe('');
  await expectNoAxeViolations(owner.page);

  const newPassword = 'Mine-again-2026';
  await owner.page.getByLabel('New password', { exact: true }).fill(newPassword);
  await owner.page.getByLabel('Confirm new password').fill(newPassword);
  await submitButton(owner.page, 'Take my account back').click();
  await expectToast(owner.page, 'Account taken back', 'Your email address is back and every device was signed out. Sign in with your new password.');

  // The intruder's browser is signed out; neither their address nor the old password signs in.
  expect((await intruder.page.request.get('/api/auth/user')).status()).toBe(401);
  const tryLogin = (email: string, password: string) => owner.page.request.post('/api/auth/login', { headers: origin(), data: { email, password } });
  expect((await tryLogin(theirs, user.password)).status()).toBe(401);
  expect((await tryLogin(user.email, user.password)).status()).toBe(401);

  await logInThroughUi(owner.page, user.email, newPassword);
  await expect(owner.page.locator('.renewly-avatar-button')).toBeVisible();
  expect((await (await owner.page.request.get('/api/user')).json()).email).toBe(user.email);

  // The link works once, and says so.
  await owner.context.clearCookies();
  await owner.page.goto(`/${link.hash}`);
  await owner.page.getByLabel('New password', { exact: true }).fill('Another-one-2026');
  await owner.page.getByLabel('Confirm new password').fill('Another-one-2026');
  await submitButton(owner.page, 'Take my account back').click();
  await expectToast(owner.page, 'Error', 'This link was already used. Sign in with the password you chose then.');
  await intruder.context.close();
  await owner.context.close();
});

test('360 px, signed in: a security email\'s links show their form, not "Page Not Found"', async ({ browser }) => {
  const user = newTestUser();
  const { intruder, link } = await takenOver(browser, user);
  // The owner's own browser is still signed in (as the new address: the change did not sign anyone out).
  const owner = await browserAt(browser, { width: 360, height: 740 });
  const signedIn = await owner.page.request.post('/api/auth/login', { headers: origin(), data: { email: `intruder-${user.email}`, password: user.password } });
  expect(signedIn.status()).toBe(200);

  // The other notices' "reset your password now at …/#forgotPassword".
  await owner.page.goto('/#forgotPassword');
  // The signed-in page may be drawn first (the server never sees the fragment); the form replaces it.
  await expect(owner.page.getByRole('heading', { level: 2, name: 'Reset Password' })).toBeVisible();
  await expect(owner.page.getByText('Page Not Found')).toHaveCount(0);
  await owner.page.getByRole('button', { name: '← Back to Renewly' }).click();
  await expect(owner.page.locator('.renewly-avatar-button')).toBeVisible();

  // The restore link, opened in a tab where the app already runs: only the fragment changes.
  await owner.page.evaluate((hash) => (window.location.hash = hash), link.hash);
  await expect(owner.page.getByRole('heading', { level: 2, name: 'Take your account back' })).toBeVisible();
  await owner.page.getByLabel('New password', { exact: true }).fill('Mine-again-2026');
  await owner.page.getByLabel('Confirm new password').fill('Mine-again-2026');
  await submitButton(owner.page, 'Take my account back').click();
  await expectToast(owner.page, 'Account taken back');
  // This browser was signed out too: the sign-in screen, where the old address and the new password work.
  await logInThroughUi(owner.page, user.email, 'Mine-again-2026');
  await expect(owner.page.locator('.renewly-avatar-button')).toBeVisible();
  expect((await intruder.page.request.get('/api/auth/user')).status()).toBe(401);
  await intruder.context.close();
  await owner.context.close();
});
