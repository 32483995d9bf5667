// Sign up, sign in, session across reloads, logout, not-found and the phone layout, in the built app.
import { expect, test } from '@playwright/test';
import { newTestUser, registerUser, signUpAndSignIn } from './support/session';
import { findLink, waitForMail } from './support/mailbox';
import { waitForShell } from './support/shell-started';
import {
  authHeading,
  expectedFailure,
  expectToast,
  logInThroughUi,
  SIGNED_OUT_CHECK,
  watchConsoleErrors,
} from './shell-ui-helpers';

test('register with every validation message, sign in, keep the session on reload, log out', async ({ page }) => {
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, expectedFailure(401, '/api/auth/login')]);
  const user = newTestUser({ firstName: 'Ada', lastName: 'Lovelace' });

  // Signed out: only the auth screen, whatever the path.
  await page.goto('/policies');
  await expect(authHeading(page)).toHaveText('Welcome back');
  await expect(page.getByText('Manage your car insurance policies with ease')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(authHeading(page)).toHaveText('Create account');

  // Empty form: one message under each field.
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Please enter a valid email address',
    'Please enter a valid UK mobile number',
    'Password must be at least 6 characters long',
    'Please confirm your password',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  // Bad values.
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#register-email-error')).toHaveText('Please enter a valid email address');
  await expect(page.locator('#register-mobileNumber-error')).toHaveText('Please enter a valid UK mobile number');
  await expect(page.locator('#register-password-error')).toHaveText('Password must be at least 6 characters long');
  await expect(page.locator('#register-firstName-error')).toHaveCount(0);

  // Everything valid except the confirmation.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mobile number').fill('07700 900123');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(`${user.password}x`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#register-confirmPassword-error')).toHaveText("Passwords don't match");

  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Registration successful', 'Your account has been created. You can now log in.');
  await expect(authHeading(page)).toHaveText('Welcome back');
  await expect(page.getByLabel('Email')).toHaveValue('');

  // The create-account form stays cleared after a successful registration.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Wrong password, then the right one (a full load of '/').
  await logInThroughUi(page, user.email, 'wrong-password');
  await expectToast(page, 'Login failed');
  await expect(authHeading(page)).toHaveText('Welcome back');
  await logInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  const account = page.getByRole('button', { name: 'AL, account menu for Ada Lovelace' });
  await expect(account).toBeVisible();
  await expect(account).toHaveText('AL');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The session survives a reload and a deep link.
  await page.goto('/reminders');
  await page.reload();
  await expect(account).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reminders' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // User menu, then logout back to the auth screen (and it stays signed out after a reload).
  await account.click();
  await expect(page.locator('.renewly-user-panel')).toContainText(user.email);
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute('href', '/settings');
  // The menu's own Logout (the header also holds a plain, closed copy of the menu for an early tap: issue 38).
  await page.locator('.renewly-user-panel').getByText('Logout').click();
  await expect(authHeading(page)).toHaveText('Welcome back');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.reload();
  await expect(authHeading(page)).toHaveText('Welcome back');

  expect(errors).toEqual([]);
});

test('registering an email twice shows Registration failed with the server message', async ({ page }) => {
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, expectedFailure(409, '/api/auth/register')]);
  const user = newTestUser();
  const res = await page.request.post('/api/auth/register', {
    headers: { Origin: new URL(process.env.E2E_BASE_URL!).origin },
    data: { ...user, username: user.email },
  });
  expect(res.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mobile number').fill(user.mobileNumber);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Registration failed', /.+/);
  const description = await page.locator('.renewly-toast-description').textContent();
  expect(description).not.toBe('Registration failed');
  expect(description).not.toMatch(/^\d{3}:|[{}]/);
  await expect(authHeading(page)).toHaveText('Create account');
  expect(errors).toEqual([]);
});

test('an unknown path shows Page Not Found with Go Back and a Dashboard link', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await signUpAndSignIn(page);
  await page.goto('/policies');
  await waitForShell(page); // the app notes the page in this tab's history when it starts
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/policies$/);
  await page.goto('/still/missing');
  await page.getByRole('link', { name: 'Dashboard', exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the mobile navigation replaces the top one and nothing overflows sideways', async ({ page }) => {
    const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
    await page.goto('/');
    await expect(authHeading(page)).toHaveText('Welcome back');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await signUpAndSignIn(page, { firstName: 'Grace', lastName: 'Hopper' });
    await page.goto('/quotes');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(mobileNav.getByRole('link')).toHaveText(['Dashboard', 'Reminders', 'Quotes', 'Policies', 'Trends']);
    await expect(mobileNav.getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    await mobileNav.getByRole('link', { name: 'Trends' }).click();
    await expect(page).toHaveURL(/\/market-trends$/);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    // The plain panel drawn by the server may hand over to the full one between two reads (a box of null in the
    // fresh-clone run under load): measured again until one panel stands still.
    await expect(async () => {
      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    }).toPass({ timeout: 10_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });
});

test('the push banner and the install card appear when the browser allows, and dismissals are remembered', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  // Headless Chromium answers 'denied' for notifications; present the first-visit state ('default') instead.
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'default', configurable: true });
    Notification.requestPermission = async () => 'granted';
  });
  await signUpAndSignIn(page);
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Enable notifications' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Enable' }).click();
  await expectToast(page, 'Notifications enabled', 'You will now receive policy renewal reminders');
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('notification-banner-dismissed'))).toBe('true');

  // The browser's install-available event shows the card; 'Not now' hides it for good.
  const fireInstallAvailable = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
      window.dispatchEvent(event);
    });
  const card = page.getByRole('complementary', { name: 'Install Renewly' });
  await fireInstallAvailable();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await fireInstallAvailable();
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("issue 36: sign-up emails a verification link that works signed out, once, and leaves the address bar", async ({ page }) => {
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, expectedFailure(400, '/api/auth/verify-email')]);
  const user = newTestUser();
  await registerUser(page.request, process.env.E2E_BASE_URL!, user);
  const mail = await waitForMail(user.email, { subject: 'Verify your Renewly email address' });
  const link = new URL(findLink(mail, /#verifyEmail=/)!);
  expect(link.pathname).toBe('/');
  expect(link.search).toBe('');

  await page.goto(`/${link.hash}`);
  await expect(authHeading(page)).toHaveText('Welcome back');
  await expectToast(page, 'Email address verified');
  expect(new URL(page.url()).hash).toBe('');

  // Used once: the same link again is refused in words that say it was used (issue 51 item 31).
  await page.goto(`/${link.hash}`);
  await expectToast(page, 'Email address not verified', 'This verification link was already used. Your profile shows whether the address is verified.');
  expect(errors).toEqual([]);
});
