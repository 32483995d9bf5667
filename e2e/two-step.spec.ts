// Issue 40, two-step sign-in, at a phone's and a desktop's width: turn it on from the key shown on Profile (codes
// computed here with the same library the API uses), sign out, sign in with a code, then with a recovery code (spent
// after one use), turn it off; the on/off notices arrive at the loopback SMTP server; axe and the keyboard on the new
// card and on the sign-in's code step.
import { expect, test, type Locator, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { SIGN_IN_CHANGE_SUBJECTS } from '../shared-contracts/src/features/sign-in-security';
import { signUpAndSignIn, verifyEmailViaApi, type TestUser } from './support/session';
import { waitForMail } from './support/mailbox';
import { authHeading, expectedFailure, expectToast, SIGNED_OUT_CHECK, submitButton, watchConsoleErrors } from './shell-ui-helpers';
import { focusedDescription } from './support/keyboard';
import { expectNoAxeViolations } from './support/axe';

const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';

/**
 * A code the API will accept: of a time step after the last one used (a code's step is accepted once, and no earlier
 * one after it), within one step of now (the accepted drift); waits for the clock to move on when it must, as a user
 * waits for the app's next code.
 */
function codeMaker(secret: string) {
  let lastStep = 0;
  return async (): Promise<string> => {
    for (;;) {
      const current = Math.floor(Date.now() / 30_000);
      const step = Math.max(lastStep + 1, current);
      if (step <= current + 1) {
        lastStep = step;
        return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: step * 30_000 + 1000 });
      }
      await new Promise((resolve) => setTimeout(resolve, (current + 1) * 30_000 - Date.now() + 100));
    }
  };
}

async function signOut(page: Page): Promise<void> {
  // A read still in flight would bring the session cookie back with its answer (the session is rolling) after the
  // cookies were cleared: the fresh-clone run once found the dashboard instead of the sign-in screen.
  await page.waitForLoadState('networkidle');
  await page.context().clearCookies();
  await page.goto('/');
  await expect(authHeading(page)).toHaveText('Welcome back');
}

/** The password step through the sign-in screen, by keyboard: Enter in the password field. */
async function passwordStep(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(authHeading(page)).toHaveText('Two-step sign-in');
}

async function expectSignedIn(page: Page, user: TestUser): Promise<void> {
  await expect(page.getByRole('button', { name: `${user.firstName[0]}${user.lastName[0]}, account menu for ${user.firstName} ${user.lastName}` })).toBeVisible();
}

/** How far `control` reaches past its card's content box on the left and on the right (0 or less: inside it). */
function pastCardEdges(control: Locator): Promise<{ left: number; right: number }> {
  return control.evaluate((el) => {
    const card = el.closest('.renewly-auth-card')!;
    const box = card.getBoundingClientRect();
    const style = getComputedStyle(card);
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    const own = el.getBoundingClientRect();
    return { left: left - own.left, right: own.right - right };
  });
}

for (const { name, viewport } of [
  { name: '360 px phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
] as const) {
  test.describe(`two-step sign-in, ${name}`, () => {
    test.use({ viewport });

    test('turn on from the key shown, sign in with a code, with a recovery code (then spent), turn off; notices by email', async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchConsoleErrors(page, [
        SIGNED_OUT_CHECK,
        expectedFailure(400, '/api/two-step/enable'),
        expectedFailure(401, '/api/auth/two-step'),
      ]);
      const user = await signUpAndSignIn(page);
      // Security notices go only to a verified address (issue 36).
      await verifyEmailViaApi(page, user);
      const since = new Date();

      await page.goto('/profile');
      const card = page.getByTestId('two-step-card');
      await expect(card.getByRole('heading', { name: /Two-step sign-in/ })).toBeVisible();
      await expect(card.getByTestId('two-step-status')).toHaveText('Off');
      await expectNoAxeViolations(page, { include: '[data-testid="two-step-card"]' });

      // By keyboard: the button, then the set-up (the keyboard's place moves to its first text).
      await card.getByRole('button', { name: 'Turn on two-step sign-in' }).focus();
      await page.keyboard.press('Enter');
      await expect(card.getByRole('img', { name: 'QR code to add Renewly to your authenticator app' })).toBeVisible();
      await expect.poll(() => focusedDescription(page)).toContain('Scan this QR code');
      const secret = (await card.getByTestId('two-step-secret').textContent())!.replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const nextCode = codeMaker(secret);
      await expectNoAxeViolations(page, { include: '[data-testid="two-step-card"]' });

      // From the text: the link that opens the authenticator app, 'Copy key', then the code field.
      const codeField = card.getByLabel(CODE_LABEL);
      await page.keyboard.press('Tab');
      await expect(card.getByRole('link', { name: 'Open in your authenticator app' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: 'Copy key' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(codeField).toBeFocused();
      await page.keyboard.type('12a456');
      await page.keyboard.press('Enter');
      await expect(card.getByRole('alert')).toHaveText('The code is 6 digits: numbers only');
      await expect(codeField).toHaveAttribute('aria-invalid', 'true');
      await codeField.fill(await nextCode());
      await codeField.press('Enter');

      // The 10 recovery codes, shown once.
      const list = card.getByTestId('recovery-codes');
      await expect(list.getByRole('listitem')).toHaveCount(10);
      const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
      await expect.poll(() => focusedDescription(page)).toContain('Your recovery codes');
      await expectNoAxeViolations(page, { include: '[data-testid="two-step-card"]' });
      const download = page.waitForEvent('download');
      await card.getByRole('button', { name: 'Download codes' }).click();
      expect((await download).suggestedFilename()).toBe('renewly-recovery-codes.txt');
      await card.getByRole('button', { name: 'I have saved them' }).press('Enter');
      await expect(card.getByTestId('recovery-codes')).toHaveCount(0);
      await expect(card.getByTestId('two-step-status')).toHaveText('On');
      await expect(card.getByText('You have 10 recovery codes left')).toBeVisible();
      await expectNoAxeViolations(page, { include: '[data-testid="two-step-card"]' });
      const onMail = await waitForMail(user.email, { subject: SIGN_IN_CHANGE_SUBJECTS['two-step-on'], since });
      expect(onMail.text).toContain('If it was not you');

      // Signed out, the password alone no longer signs in: the code step, by keyboard.
      await signOut(page);
      await passwordStep(page, user);
      const step = page.getByLabel(CODE_LABEL);
      await expect(step).toBeFocused();
      await expectNoAxeViolations(page, { include: 'main' });
      await page.keyboard.type('1234');
      await page.keyboard.press('Enter');
      await expect(page.getByText('The code is 6 digits: please enter all 6')).toBeVisible();
      await step.fill(await nextCode());
      await step.press('Enter');
      await expectSignedIn(page, user);

      // A recovery code instead: it signs in once.
      await signOut(page);
      await passwordStep(page, user);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      const recoveryField = page.getByLabel('Enter one of your recovery codes');
      await expect(recoveryField).toBeFocused();
      // Issue 51 item 31: the way back to the app's code wraps inside the card at 360 px, not past its edge.
      const appCodeLink = page.getByRole('button', { name: 'Use a code from your authenticator app instead' });
      await expect(appCodeLink).toBeVisible();
      const past = await pastCardEdges(appCodeLink);
      expect(past.right, 'past the card on the right').toBeLessThanOrEqual(0);
      expect(past.left, 'past the card on the left').toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, { include: 'main' });
      await recoveryField.fill(recoveryCodes[0]!);
      await submitButton(page, 'Continue').click();
      await expectSignedIn(page, user);
      await page.goto('/profile');
      await expect(page.getByTestId('two-step-card').getByText('You have 9 recovery codes left')).toBeVisible();

      // Spent: the same recovery code again is refused, with the message under the field.
      await signOut(page);
      await passwordStep(page, user);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByLabel('Enter one of your recovery codes').fill(recoveryCodes[0]!);
      await submitButton(page, 'Continue').click();
      await expect(page.getByText('That recovery code is not right, or it has already been used.')).toBeVisible();
      await expect(page.getByLabel('Enter one of your recovery codes')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Enter one of your recovery codes').fill(recoveryCodes[1]!);
      await submitButton(page, 'Continue').click();
      await expectSignedIn(page, user);

      // Turn off: signed in moments ago, so no re-authentication is asked (the h/reauth dialog covers the other case).
      await page.goto('/profile');
      const offCard = page.getByTestId('two-step-card');
      await expect(offCard.getByText('You have 8 recovery codes left')).toBeVisible();
      await offCard.getByRole('button', { name: 'Turn off' }).click();
      await page.getByRole('button', { name: 'Yes, turn off' }).click();
      await expectToast(page, 'Two-step sign-in is off');
      await expect(offCard.getByTestId('two-step-status')).toHaveText('Off');
      await waitForMail(user.email, { subject: SIGN_IN_CHANGE_SUBJECTS['two-step-off'], since });

      // The password alone signs in again.
      await signOut(page);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await submitButton(page, 'Sign in').click();
      await expectSignedIn(page, user);
      expect(errors).toEqual([]);
    });
  });
}
