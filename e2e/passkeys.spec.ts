// Passkeys (issue 40) in the real app with Chromium's virtual authenticator (CDP WebAuthn domain; internal transport,
// resident keys, user verification on): add a passkey from Profile, sign out, sign in with it, rename, remove; an
// authenticator that does not hold the key is refused with a plain message; axe and the keyboard on the card and the
// sign-in button at 360 and 1366 px. Passkeys need a host name, so these pages are opened at http://localhost:PORT (in
// APP_ORIGIN beside 127.0.0.1: e2e/support/api-server.ts).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { PASSKEY_TEXTS } from '../shared-contracts/src/features/passkeys-texts';
import { SIGN_IN_CHANGE_SUBJECTS } from '../shared-contracts/src/features/sign-in-security';
import { formatUkDate } from '../shared-contracts/src/rules/dates';
import { waitForMail } from './support/mailbox';
import { ageSessions } from './support/stale-session';
import { signUpAndSignIn, verifyEmailViaApi } from './support/session';
import { focusIndicator } from './support/keyboard';
import { waitForReactOn } from './support/shell-started';
import { authHeading, expectedFailure, expectToast, SIGNED_OUT_CHECK, watchConsoleErrors } from './shell-ui-helpers';
import { expectNoAxeViolations } from './support/axe';
import { keptFromServer, markServerNodes } from './support/server-nodes';

const LOCAL = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:1').replace('127.0.0.1', 'localhost');
test.use({ baseURL: LOCAL });

/** A virtual platform authenticator (Touch ID–like): resident keys, user verification that always succeeds. */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, id: authenticatorId };
}

/**
 * Chromium's virtual authenticator answers the sign-in screen's autofill request (conditional mediation) at once, as
 * if the user had picked the passkey from the email field's suggestions: a test of the button (or of the screen
 * itself) switches the autofill off with this, before the page loads.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    if (window.PublicKeyCredential && localStorage.getItem('e2e-passkey-autofill') !== 'on') {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    }
  });
}

async function signOut(page: Page) {
  const res = await page.request.post('/api/auth/logout', { headers: { Origin: LOCAL }, data: {} });
  expect(res.status()).toBe(200);
  await page.goto('/');
  await expect(authHeading(page)).toHaveText('Welcome back');
}

async function addPasskeyThroughProfile(page: Page, name: string) {
  await page.goto('/profile');
  const card = page.getByTestId('passkeys-card');
  await waitForReactOn(card.getByLabel(PASSKEY_TEXTS.nameLabel));
  await card.getByLabel(PASSKEY_TEXTS.nameLabel).fill(name);
  await card.getByRole('button', { name: PASSKEY_TEXTS.add }).click();
  await expect(card.getByTestId('passkey-row').filter({ hasText: name })).toBeVisible();
}

test('add a passkey from Profile, sign out, sign in with it (no password), rename it, remove it; the emails arrive', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  const user = await signUpAndSignIn(page);
  await verifyEmailViaApi(page, user);
  const { cdp, id } = await addAuthenticator(page);
  await withoutAutofill(page);

  await page.goto('/profile');
  const card = page.getByTestId('passkeys-card');
  await expect(card.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await waitForReactOn(card.getByLabel(PASSKEY_TEXTS.nameLabel));
  await expect(card.getByTestId('no-passkeys')).toHaveText(PASSKEY_TEXTS.none);
  // A name is asked for first.
  await card.getByRole('button', { name: PASSKEY_TEXTS.add }).click();
  await expect(card.getByText(PASSKEY_TEXTS.nameRequired)).toBeVisible();
  await card.getByLabel(PASSKEY_TEXTS.nameLabel).fill('Work laptop');
  await card.getByRole('button', { name: PASSKEY_TEXTS.add }).click();
  await expectToast(page, PASSKEY_TEXTS.added, 'Work laptop');
  const row = card.getByTestId('passkey-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Work laptop');
  await expect(row).toContainText(`Added ${formatUkDate(new Date().toISOString())} · ${PASSKEY_TEXTS.notUsed}`);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  const added = await waitForMail(user.email, { subject: SIGN_IN_CHANGE_SUBJECTS['passkey-added'] });
  expect(added.text).toContain('A passkey named "Work laptop" was added to your account.');

  await signOut(page);
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByRole('button', { name: PASSKEY_TEXTS.signInWithPasskey }).click();
  // Signed in without typing anything: the page loads as after a password sign-in.
  await expect(page.getByRole('button', { name: /account menu for Ada Lovelace/ })).toBeVisible();
  await page.goto('/profile');
  await waitForReactOn(row.getByRole('button', { name: PASSKEY_TEXTS.rename }));
  await expect(row).toContainText(/Last used \d\d\/\d\d\/\d{4} \d\d:\d\d/);

  await row.getByRole('button', { name: PASSKEY_TEXTS.rename }).click();
  const rename = row.getByLabel(PASSKEY_TEXTS.nameLabel);
  await expect(rename).toBeFocused();
  await rename.fill('My laptop');
  await row.getByRole('button', { name: PASSKEY_TEXTS.save }).click();
  await expectToast(page, PASSKEY_TEXTS.renamed, 'My laptop');
  await expect(row.locator('strong')).toHaveText('My laptop');
  await page.reload();
  await expect(row.locator('strong')).toHaveText('My laptop');
  await waitForReactOn(row.getByRole('button', { name: PASSKEY_TEXTS.remove }));

  await row.getByRole('button', { name: PASSKEY_TEXTS.remove }).click();
  const confirm = page.locator('.ant-popover').filter({ hasText: PASSKEY_TEXTS.removeTitle });
  await expect(confirm).toContainText('You will no longer be able to sign in with “My laptop”');
  await confirm.getByRole('button', { name: PASSKEY_TEXTS.remove }).click();
  await expectToast(page, PASSKEY_TEXTS.removed);
  await expect(card.getByTestId('no-passkeys')).toBeVisible();
  const removed = await waitForMail(user.email, { subject: SIGN_IN_CHANGE_SUBJECTS['passkey-removed'] });
  expect(removed.text).toContain('A passkey named "My laptop" was removed from your account.');
  expect(errors).toEqual([]);
});

test("a stale session removes a passkey after confirming it's you with that passkey ('Use a passkey')", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, expectedFailure(403, '/api/passkeys/')]);
  await signUpAndSignIn(page);
  await addAuthenticator(page);
  await withoutAutofill(page);
  await addPasskeyThroughProfile(page, 'Phone');
  await ageSessions(page);

  const row = page.getByTestId('passkeys-card').getByTestId('passkey-row');
  await row.getByRole('button', { name: PASSKEY_TEXTS.remove }).click();
  await page.locator('.ant-popover').filter({ hasText: PASSKEY_TEXTS.removeTitle }).getByRole('button', { name: PASSKEY_TEXTS.remove }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await dialog.getByRole('button', { name: 'Confirm with a passkey' }).click();
  // Confirmed: the dialog closes and the removal refused a moment ago is sent again.
  await expect(dialog).toBeHidden();
  await expectToast(page, PASSKEY_TEXTS.removed);
  await expect(page.getByTestId('passkeys-card').getByTestId('no-passkeys')).toBeVisible();
  expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
});

test("a stale session adds a passkey only after confirming it's you with the password (issue 51)", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, expectedFailure(403, '/api/passkeys/')]);
  const user = await signUpAndSignIn(page);
  await addAuthenticator(page);
  await withoutAutofill(page);
  await ageSessions(page);

  await page.goto('/profile');
  const card = page.getByTestId('passkeys-card');
  await waitForReactOn(card.getByLabel(PASSKEY_TEXTS.nameLabel));
  await card.getByLabel(PASSKEY_TEXTS.nameLabel).fill('Phone');
  await card.getByRole('button', { name: PASSKEY_TEXTS.add }).click();
  // Refused until confirmed: nothing is added behind the dialog.
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  expect(await (await page.request.get('/api/passkeys')).json()).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.keyboard.press('Enter');
  // Confirmed: the request refused a moment ago is sent again and the browser makes the passkey.
  await expect(dialog).toHaveCount(0);
  await expectToast(page, PASSKEY_TEXTS.added, 'Phone');
  await expect(card.getByTestId('passkey-row').filter({ hasText: 'Phone' })).toBeVisible();
  expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
});

test('an authenticator that does not hold the passkey is refused with a plain message, and nobody is signed in', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK, expectedFailure(401, '/api/auth/passkey/verify')]);
  const user = await signUpAndSignIn(page);
  const first = await addAuthenticator(page);
  await withoutAutofill(page);
  await addPasskeyThroughProfile(page, 'Phone');
  await signOut(page);

  // Another device: its own passkey for this site (never registered here), and not the user's.
  await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.id });
  const other = await addAuthenticator(page);
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await other.cdp.send('WebAuthn.addCredential', {
    authenticatorId: other.id,
    credential: {
      credentialId: randomBytes(16).toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      userHandle: randomBytes(12).toString('base64'),
      signCount: 0,
    },
  });
  await page.getByRole('button', { name: PASSKEY_TEXTS.signInWithPasskey }).click();
  await expect(page.getByTestId('passkey-sign-in-problem')).toHaveText(PASSKEY_TEXTS.signInFailed);
  await expect(authHeading(page)).toHaveText('Welcome back');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // A device with no passkey for this site at all: the browser finds none, the page says so.
  await other.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: other.id });
  await addAuthenticator(page);
  await page.getByRole('button', { name: PASSKEY_TEXTS.signInWithPasskey }).click();
  await expect(page.getByTestId('passkey-sign-in-problem')).toHaveText(PASSKEY_TEXTS.cancelled, { timeout: 30_000 });
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  // The password still works, and ends the screen's passkey requests.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /(^|\s)Sign in$/ }).click();
  await expect(page.getByRole('button', { name: /account menu for/ })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const viewport of [{ width: 360, height: 740 }, { width: 1366, height: 768 }]) {
  test(`axe and the keyboard at ${viewport.width} px: the Passkeys card and 'Sign in with a passkey'`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
    await signUpAndSignIn(page);
    await addAuthenticator(page);
    await withoutAutofill(page);
    await page.goto('/profile');
    const card = page.getByTestId('passkeys-card');
    await expect(card.getByTestId('no-passkeys')).toBeVisible();
    await waitForReactOn(card.getByLabel(PASSKEY_TEXTS.nameLabel));
    await expectNoAxeViolations(page, { include: '[data-testid="passkeys-card"]' });

    // Keyboard only: the name field, Enter adds; Rename and Save; Remove and its confirm.
    const name = card.getByLabel(PASSKEY_TEXTS.nameLabel);
    await name.focus();
    await page.keyboard.type('Keyboard key');
    await page.keyboard.press('Enter');
    const row = card.getByTestId('passkey-row');
    await expect(row).toContainText('Keyboard key');
    await expectNoAxeViolations(page, { include: '[data-testid="passkeys-card"]' });
    const renameButton = row.getByRole('button', { name: PASSKEY_TEXTS.rename });
    await renameButton.focus();
    expect((await focusIndicator(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    await expect(row.getByLabel(PASSKEY_TEXTS.nameLabel)).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Renamed by keys');
    await page.keyboard.press('Enter');
    await expect(row.locator('strong')).toHaveText('Renamed by keys');
    await expect(renameButton).toBeFocused();
    await page.keyboard.press('Tab');
    const removeButton = row.getByRole('button', { name: PASSKEY_TEXTS.remove });
    await expect(removeButton).toBeFocused();
    expect((await focusIndicator(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-popover').filter({ hasText: PASSKEY_TEXTS.removeTitle });
    await expect(confirm.getByRole('button', { name: PASSKEY_TEXTS.cancel })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: PASSKEY_TEXTS.remove })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('no-passkeys')).toBeVisible();

    // The sign-in screen: the passkey button is reached with Tab after the password form, shows its focus, passes axe.
    await addPasskeyThroughProfile(page, 'For sign-in');
    await signOut(page);
    await expectNoAxeViolations(page, { include: '.renewly-auth-card' });
    const button = page.getByRole('button', { name: PASSKEY_TEXTS.signInWithPasskey });
    await page.getByRole('button', { name: /(^|\s)Sign in$/ }).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    expect((await focusIndicator(page)).visible).toBe(true);
    const box = await button.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(viewport.width);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /account menu for/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("the email field's passkey autofill: offered where the browser has it, and a chosen passkey signs in without a click", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  await signUpAndSignIn(page);
  await addAuthenticator(page);
  await withoutAutofill(page);
  await addPasskeyThroughProfile(page, 'Autofill key');
  await signOut(page);
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');

  // The autofill on: the screen asks for it (conditional mediation), and the virtual authenticator picks the passkey
  // as a user picking it from the email field's suggestions would.
  await page.evaluate(() => localStorage.setItem('e2e-passkey-autofill', 'on'));
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/auth/passkey/options'));
  await page.goto('/');
  await asked;
  await expect(page.getByRole('button', { name: /account menu for/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the password form still signs in while the passkey autofill waits, and ends it (no message, no error)', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  const user = await signUpAndSignIn(page);
  await signOut(page);
  // A device with no passkey for this site: the autofill request stays open until the page ends it.
  await addAuthenticator(page);
  await page.evaluate(() => localStorage.setItem('e2e-passkey-autofill', 'on'));
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/auth/passkey/options'));
  await page.goto('/');
  await asked;
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /(^|\s)Sign in$/ }).click();
  await expect(page.getByRole('button', { name: /account menu for/ })).toBeVisible();
  await expect(page.locator('.renewly-toast-title')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('/profile with a passkey: the server draws the card with the list, and the browser keeps those very nodes', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  await addAuthenticator(page);
  await withoutAutofill(page);
  await addPasskeyThroughProfile(page, 'Drawn & kept <key>');

  const sent = await page.request.get('/profile');
  expect(sent.headers()['x-renewly-drawn-for']).toBe('user');
  const html = await sent.text();
  const serverRow = /<li class="ra-passkey"[\s\S]*?<\/li>/.exec(html)?.[0];
  expect(serverRow).toContain('Drawn &amp; kept &lt;key&gt;');

  const faults: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) faults.push(m.text());
  });
  page.on('pageerror', (e) => faults.push(e.message));
  await markServerNodes(page);
  await page.goto('/profile');
  const row = page.getByTestId('passkey-row');
  await waitForReactOn(row.getByRole('button', { name: PASSKEY_TEXTS.rename }));
  expect(await keptFromServer(page, '[data-testid="passkey-row"]')).toEqual([true]);
  const browserHtml = await row.evaluate((el) => el.outerHTML);
  expect(browserHtml.replace(/<!-- -->/g, '')).toBe(serverRow!.replace(/<!-- -->/g, ''));
  expect(faults).toEqual([]);
});
