// Issue 38: a tap on a dialog's button made while the server-drawn page is still starting opens the dialog's plain
// early form at once (the head script, federation/early-dialog.tsx); what is typed there is kept when the full dialog
// takes over, and a cancel there is a cancel. The page's code (or the dialog's styles) is held back here so the tap
// surely comes first.
import { expect, test, type Page } from '@playwright/test';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { reminderTitle } from '../shared-contracts/src/reminder';
import { expectNoAxeViolations } from './support/axe';
import { createPolicyViaApi } from './support/policies';
import { holdRemote, holdRequests, isReactOwned } from './support/hold-remote';
import { signUpAndSignIn } from './support/session';

const isReacts = (page: Page, name: string) => isReactOwned(page.getByRole('button', { name }).first());

/** Holds back antd's stylesheet (every full dialog waits for it) until the returned function is called. */
const holdDialogStyles = (page: Page) => holdRequests(page, '**/antd.css');

for (const width of [360, 1366]) {
  test(`${width} px: Add Policy tapped before the page's code opens the plain form; the plate typed there is the full dialog's`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUpAndSignIn(page);
    const release = await holdRemote(page, 'policies');
    await page.goto('/policies');
    await expect(page.getByRole('button', { name: 'Add Policy' })).toBeVisible();
    expect(await isReacts(page, 'Add Policy')).toBe(false);
    await page.getByRole('button', { name: 'Add Policy' }).click();

    const early = page.getByRole('dialog', { name: 'Add New Policy' });
    await expect(early.getByLabel('Registration Number')).toBeFocused();
    await expect(early.getByRole('status')).toHaveText('Loading the rest of the form…');
    await expectNoAxeViolations(page, { whileLoading: true });
    await page.keyboard.type('ab12cd');

    release();
    const full = page.getByRole('dialog', { name: 'Add New Policy' });
    await expect(full.getByLabel('Car Make')).toBeVisible();
    // One dialog: the plain one gave way, its plate and the caret carried over.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const plate = full.getByLabel('Registration Number');
    await expect(plate).toHaveValue('ab12cd');
    await expect(plate).toBeFocused();
    await page.keyboard.type('e');
    await expect(plate).toHaveValue('ab12cde');
    // A change was made: Cancel asks first, as for a plate typed in the full dialog.
    await full.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Discard changes?')).toBeVisible();
  });
}

test('Cancel in the plain form before the code arrives: nothing opens once it has', async ({ page }) => {
  await signUpAndSignIn(page);
  const release = await holdRemote(page, 'policies');
  await page.goto('/policies');
  await page.getByRole('button', { name: 'Add Policy' }).click();
  const early = page.getByRole('dialog', { name: 'Add New Policy' });
  await expect(early).toBeVisible();
  await early.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await expect.poll(() => isReacts(page, 'Add Policy')).toBe(true);
  // Long enough for a held tap to have been pressed again.
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The button works as ever, and focus goes back to it when the dialog closes.
  await page.getByRole('button', { name: 'Add Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Policy' }).getByLabel('Registration Number')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Add Policy' })).toBeFocused();
});

test('Escape in the plain form after the tap was pressed again closes the full dialog as it arrives', async ({ page }) => {
  await signUpAndSignIn(page);
  const releaseStyles = await holdDialogStyles(page);
  await page.goto('/policies');
  await page.getByRole('button', { name: 'Add Policy' }).click();
  const early = page.getByRole('dialog', { name: 'Add New Policy' });
  // The page's code is here (the button is React's), the dialog's styles are not: the tap was pressed again.
  await expect.poll(() => isReacts(page, 'Add Policy')).toBe(true);
  await expect(early).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  releaseStyles();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Policy' }).getByLabel('Car Make')).toBeVisible();
});

test("Edit and Share tapped early open their plain forms for that card; Share's address carries over", async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'EA12RLY', renewalDate: addDays(londonToday(), 60) });
  const release = await holdRemote(page, 'policies');
  await page.goto('/policies');
  await page.getByRole('button', { name: 'Edit EA12RLY' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Policy Details' });
  await expect(edit.getByLabel('Registration Number')).toHaveValue('EA12 RLY');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Share EA12RLY' }).click();
  const share = page.getByRole('dialog', { name: 'Share EA12 RLY' });
  await expect(share.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type('olivia@example.com');
  release();
  await expect(page.getByRole('dialog', { name: 'Share EA12 RLY' }).getByRole('radio').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Share EA12 RLY' }).getByLabel('Email address')).toHaveValue('olivia@example.com');
});

test('Add Reminder tapped early: the policy chosen in the plain form is the full form’s', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'RA12MND', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: addDays(londonToday(), 90) });
  await createPolicyViaApi(page, { registrationNumber: 'RB12MND', carManufacturer: 'Kia', carModel: 'Ceed', renewalDate: addDays(londonToday(), 120) });
  const release = await holdRemote(page, 'reminders');
  await page.goto('/reminders');
  await page.getByRole('button', { name: 'Add Reminder' }).first().click();
  const early = page.getByRole('dialog', { name: 'Set Renewal Reminder' });
  await early.getByLabel('Policy').selectOption({ label: 'RB12 MND · Kia Ceed' });
  await expectNoAxeViolations(page, { whileLoading: true });
  release();
  const full = page.getByRole('dialog', { name: 'Set Renewal Reminder' });
  await expect(full.getByText('Reminder for')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(full.getByTitle('RB12 MND · Kia Ceed')).toBeVisible();
});

test("a reminder's Edit tapped before the dialogs' code: its plain form on the reminder's policy; another chosen there is the full form's change", async ({ page }) => {
  await signUpAndSignIn(page);
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const policyId = await createPolicyViaApi(page, { registrationNumber: 'EA12REM', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: addDays(londonToday(), 90) });
  await createPolicyViaApi(page, { registrationNumber: 'EB12REM', carManufacturer: 'Kia', carModel: 'Ceed', renewalDate: addDays(londonToday(), 120) });
  const res = await page.request.post('/api/reminders', { headers: { Origin: origin }, data: { policyId, title: reminderTitle(30), daysBefore: 30, notificationMethods: ['email'] } });
  expect(res.status(), await res.text()).toBe(201);
  const releaseStyles = await holdDialogStyles(page);
  await page.goto('/reminders');
  const edit = page.getByRole('button', { name: /^Edit .* for EA12 ?REM$/ });
  await expect.poll(() => isReactOwned(edit)).toBe(true);
  await edit.click();
  const early = page.getByRole('dialog', { name: 'Edit Reminder' });
  await expect(early.getByLabel('Policy')).toHaveValue(policyId);
  await expect(early.getByLabel('Policy')).toBeFocused();
  await early.getByLabel('Policy').selectOption({ label: 'EB12 REM · Kia Ceed' });
  await expectNoAxeViolations(page, { whileLoading: true });
  releaseStyles();
  const full = page.getByRole('dialog', { name: 'Edit Reminder' });
  await expect(full.getByText('Notify me by')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(full.getByTitle('EB12 REM · Kia Ceed')).toBeVisible();
  // The choice is a change: Cancel asks first.
  await full.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Discard changes?')).toBeVisible();
});

test("'Add price history' tapped early: its plain form on last year's price; the price typed there is last year's row in the full dialog", async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'PH12EAR', renewalDate: addDays(londonToday(), 60) });
  const release = await holdRemote(page, 'policies');
  await page.goto('/policies');
  await page.getByRole('button', { name: 'Add price history for PH12EAR' }).click();
  const early = page.getByRole('dialog', { name: 'Edit price history (PH12 EAR)' });
  const price = early.getByLabel("Last year's price paid (£)");
  await expect(price).toHaveValue('');
  await price.fill('498');
  await expectNoAxeViolations(page, { whileLoading: true });
  release();
  const full = page.getByRole('dialog', { name: 'Edit price history (PH12 EAR)' });
  const lastYear = full.getByRole('group', { name: 'Year 1' });
  await expect(lastYear.getByLabel('Price paid (£)')).toHaveValue('498');
  await expect(lastYear.getByLabel('Price paid (£)')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await full.getByRole('button', { name: 'Save price history' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const [policy] = (await (await page.request.get('/api/policies')).json()) as { terms: { pricePaid: string; end: string }[] }[];
  expect(policy!.terms.map((t) => t.pricePaid)).toEqual(['498']);
});

test('Import renewal notice tapped early opens the file picker at once; the file chosen is read once the page has started', async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'IM12PRT', renewalDate: addDays(londonToday(), 60) });
  const release = await holdRemote(page, 'policies');
  await page.goto('/policies');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import renewal notice for IM12PRT' }).click();
  // Nothing React's yet: the head script opened the picker within the tap.
  await (await chooser).setFiles({ name: 'notice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a PDF') });
  release();
  // The reader opens on the chosen file (which it then finds it cannot read: said in the dialog).
  await expect(page.getByRole('dialog', { name: 'Check your renewal notice' })).toBeVisible();
});

test("Quotes you got tapped once the page is React's but before the dialog's code: the plain form, then the full one with what was typed", async ({ page }) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'QU12TES', renewalDate: addDays(londonToday(), 60) });
  const releaseStyles = await holdDialogStyles(page);
  await page.goto('/policies');
  await expect.poll(() => isReacts(page, 'Quotes you got for QU12TES')).toBe(true);
  await page.getByRole('button', { name: 'Quotes you got for QU12TES' }).click();
  const early = page.getByRole('dialog', { name: 'Quotes you got: QU12 TES' });
  await expect(early.getByLabel('Insurer')).toBeFocused();
  await page.keyboard.type('Aviva');
  await early.getByLabel('Annual price (£)').fill('512');
  releaseStyles();
  const full = page.getByRole('dialog', { name: 'Quotes you got: QU12 TES' });
  await expect(full.getByLabel('Where you got it')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(full.getByLabel('Insurer')).toHaveValue('Aviva');
  await expect(full.getByLabel('Annual price (£)')).toHaveValue('512');
  await expect(full.getByLabel('Annual price (£)')).toBeFocused();
});

/** Holds back the shell's own code (so the header stays the server's markup) until the returned function is called. */
const holdShell = (page: Page) => holdRequests(page, '**/static/js/main.*.js');

test("the account menu tapped before the shell's code: its plain menu at once, its links work, the real menu takes over", async ({ page }) => {
  await signUpAndSignIn(page, { firstName: 'Ada', lastName: 'Lovelace' });
  let release = await holdShell(page);
  await page.goto('/policies');
  const avatar = page.getByRole('button', { name: 'AL, account menu for Ada Lovelace' });
  await avatar.click();
  const early = page.getByRole('menu', { name: 'Account menu for Ada Lovelace' });
  await expect(early.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await expectNoAxeViolations(page, { whileLoading: true });
  // Dismissed before the code came: nothing opens once it has.
  await page.keyboard.press('Escape');
  await expect(early).toBeHidden();
  release();
  await expect.poll(() => isReactOwned(avatar)).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);

  // Again, left open: the real menu shows in its place once the code has come.
  release = await holdShell(page);
  await page.goto('/policies');
  await avatar.click();
  await expect(early.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  release();
  await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: /Settings/ })).toBeVisible();
  await expect(early).toBeHidden();
  await expect(page.getByRole('menuitem', { name: /Settings/ })).toHaveCount(1);

  // A link of the plain menu is a link.
  await page.unrouteAll();
  release = await holdShell(page);
  await page.goto('/policies');
  await avatar.click();
  await early.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  release();
});

test("the account menu tapped once the shell is React's but before antd's menu has loaded: the plain menu answers, antd's takes over", async ({ page }) => {
  await signUpAndSignIn(page, { firstName: 'Ada', lastName: 'Lovelace' });
  let release = await holdDialogStyles(page);
  await page.goto('/policies');
  const avatar = page.getByRole('button', { name: 'AL, account menu for Ada Lovelace' });
  await expect.poll(() => isReactOwned(avatar)).toBe(true);
  await avatar.click();
  const early = page.getByRole('menu', { name: 'Account menu for Ada Lovelace' });
  await expect(early.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  release();
  await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: /Settings/ })).toBeVisible();
  await expect(early).toBeHidden();
  await expect(page.getByRole('menuitem', { name: /Settings/ })).toHaveCount(1);

  // Dismissed before antd's menu came: it does not open after.
  release = await holdDialogStyles(page);
  await page.goto('/policies');
  await expect.poll(() => isReactOwned(avatar)).toBe(true);
  await avatar.click();
  await expect(early.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(early).toBeHidden();
  release();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('menuitem', { name: /Settings/ })).toHaveCount(0);
  // The next click opens the menu again.
  await avatar.click();
  await expect(page.getByRole('menuitem', { name: /Settings/ }).first()).toBeVisible();

  // A second tap on the avatar while the plain menu shows (antd's still loading) closes it: nothing opens after.
  release = await holdDialogStyles(page);
  await page.goto('/policies');
  await expect.poll(() => isReactOwned(avatar)).toBe(true);
  await avatar.click();
  await expect(early.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await avatar.click();
  await expect(early).toBeHidden();
  release();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('menuitem', { name: /Settings/ })).toHaveCount(0);
});

test("the bell tapped before the shell's code: its notifications at once, then the real panel with its actions", async ({ page }) => {
  await signUpAndSignIn(page);
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const policyId = await createPolicyViaApi(page, { registrationNumber: 'BE11NOT', carManufacturer: 'Kia', carModel: 'Ceed', renewalDate: addDays(londonToday(), 5) });
  const res = await page.request.post('/api/reminders', {
    headers: { Origin: origin },
    data: { policyId, title: reminderTitle(10), daysBefore: 10, notificationMethods: ['app'] },
  });
  expect(res.status(), await res.text()).toBe(201);
  await expect.poll(async () => ((await (await page.request.get('/api/notifications')).json()) as unknown[]).length, { timeout: 45_000 }).toBe(1);

  const release = await holdShell(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.locator('.renewly-notification-title')).toHaveText('Renewal reminder: Kia Ceed (BE11 NOT)');
  await expectNoAxeViolations(page, { whileLoading: true });
  release();
  // The real panel in its place: one panel, now with its 'Mark as read'.
  await expect(panel.getByRole('button', { name: 'Mark "Renewal reminder: Kia Ceed (BE11 NOT)" as read' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(1);
});

test("the bell tapped on an idle page before antd's code: the plain panel at once, with the notifications as the page has them, then the real one", async ({ page }) => {
  await signUpAndSignIn(page);
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const policyId = await createPolicyViaApi(page, { registrationNumber: 'BI11DLE', carManufacturer: 'Kia', carModel: 'Ceed', renewalDate: addDays(londonToday(), 5) });
  const res = await page.request.post('/api/reminders', { headers: { Origin: origin }, data: { policyId, title: reminderTitle(10), daysBefore: 10, notificationMethods: ['app'] } });
  expect(res.status(), await res.text()).toBe(201);
  await expect.poll(async () => ((await (await page.request.get('/api/notifications')).json()) as unknown[]).length, { timeout: 45_000 }).toBe(1);

  const release = await holdDialogStyles(page);
  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect.poll(() => isReactOwned(bell)).toBe(true);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.locator('.renewly-notification-title')).toHaveText('Renewal reminder: Kia Ceed (BI11 DLE)');
  await expectNoAxeViolations(page, { whileLoading: true });
  release();
  await expect(panel.getByRole('button', { name: 'Mark "Renewal reminder: Kia Ceed (BI11 DLE)" as read' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(1);
  // Escape closes the real panel; the next tap opens it straight away.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await bell.click();
  await expect(panel.getByRole('button', { name: 'Mark "Renewal reminder: Kia Ceed (BI11 DLE)" as read' })).toBeVisible();
});
