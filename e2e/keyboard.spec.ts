// Issue 22, items 7-12: every screen usable from the keyboard (WCAG 2.1.1, 2.4.3, 2.4.7), which axe cannot see.
import { expect, test, type Page } from '@playwright/test';
import { reminderTitle } from '../shared-contracts/src/reminder';
import { createPolicyViaApi } from './support/policies';
import { signUpAndSignIn } from './support/session';
import { waitForReactOn } from './support/shell-started';
import { expectFocusInside, focusedDescription, focusIndicator, pressOn } from './support/keyboard';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { fullDialogShown } from './support/full-dialog';

const originHeaders = () => ({ Origin: new URL(process.env.E2E_BASE_URL!).origin });

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  const title = page.getByRole('heading', { name: heading }).first();
  await expect(title).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  // The server drew the page: keys pressed before its code has taken it over would do nothing.
  await waitForReactOn(title);
}

async function addReminder(page: Page, policyId: string, daysBefore: number, notificationMethods = ['email']): Promise<void> {
  const res = await page.request.post('/api/reminders', {
    headers: originHeaders(),
    data: { policyId, title: reminderTitle(daysBefore), daysBefore, notificationMethods },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Two unread in-app notifications: two policies renewing in 5 days, each with a 10-day in-app reminder (set after its
 * day, so the next sweep sends each one catch-up).
 */
async function seedNotifications(page: Page): Promise<void> {
  for (const [registrationNumber, carManufacturer, carModel] of [['DU05SON', 'Toyota', 'Yaris'], ['AB12CDE', 'Volkswagen', 'Golf']] as const) {
    // DVLA updates off: the fake DVLA does not know these plates, and its 'no vehicle' notice is not what this counts.
    const policyId = await createPolicyViaApi(page, { registrationNumber, carManufacturer, carModel, renewalDate: addDays(londonToday(), 5), dvlaRefresh: false });
    await addReminder(page, policyId, 10, ['app']);
  }
  await expect
    .poll(async () => ((await (await page.request.get('/api/notifications')).json()) as unknown[]).length, { timeout: 45_000 })
    .toBe(2);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const avatar = (page: Page) => page.getByRole('banner').getByRole('button', { name: /account menu/ });

test.describe('the skip link', () => {
  test("'Skip to content' is the first stop, and takes focus to the page's content", async ({ page }) => {
    await signUpAndSignIn(page);
    await createPolicyViaApi(page, { registrationNumber: 'AB12CDE' });
    await visit(page, '/policies', 'Insurance Policies');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expectFocusInside(page, page.getByRole('main'), 'the main content');
    await page.keyboard.press('Tab');
    await expectFocusInside(page, page.getByRole('main'), 'the main content');
  });
});

test.describe('the bell', () => {
  test('Enter moves focus into the panel; Tab and arrows stay in it and reach every mark-read; Escape returns to the bell', async ({ page }) => {
    await signUpAndSignIn(page);
    await seedNotifications(page);
    await visit(page, '/', /^Welcome back/);
    await pressOn(bell(page));
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expectFocusInside(page, panel, 'the notifications panel');
    // Tab goes round the panel's controls: 'Mark all read', then each notification's mark-read, then back.
    const tabStops: string[] = [await focusedDescription(page)];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      await expect(panel).toBeVisible();
      tabStops.push(await focusedDescription(page));
    }
    expect(tabStops[0]).toContain('Mark all read');
    expect(tabStops[1]).toMatch(/Mark ".*" as read/);
    expect(tabStops[2]).toMatch(/Mark ".*" as read/);
    expect(tabStops[3]).toContain('Mark all read');
    // The arrows move the same way; Shift+Tab goes back round.
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('button', { name: /^Mark ".*" as read$/ }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('button', { name: /^Mark ".*" as read$/ }).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByRole('button', { name: /^Mark ".*" as read$/ }).first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', { name: /^Mark ".*" as read$/ }).nth(1)).toBeFocused();

    // Mark one read from the keyboard (the second one has focus).
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: /^Mark ".*" as read$/ })).toHaveCount(1);
    await expectFocusInside(page, panel, 'the panel after marking one read');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });
});

test.describe('the user menu', () => {
  test('Enter moves focus to the first item; arrows reach Settings and Logout; Escape returns to the avatar; Enter opens Settings', async ({ page }) => {
    await signUpAndSignIn(page);
    await visit(page, '/', /^Welcome back/);
    await pressOn(avatar(page));
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expectFocusInside(page, menu, 'the user menu');
    expect(await focusedDescription(page)).toContain('Profile');
    await page.keyboard.press('ArrowDown');
    expect(await focusedDescription(page)).toContain('Settings');
    await page.keyboard.press('ArrowDown');
    expect(await focusedDescription(page)).toContain('Logout');
    await page.keyboard.press('Tab');
    await expectFocusInside(page, menu, 'the user menu after Tab');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expectFocusInside(page, page.getByRole('menu'), 'the user menu, opened again');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings' }).first()).toBeVisible();
  });
});

test.describe('dialogs: focus on the first field when open, back on the opener when closed', () => {
  test('policy dialogs: Escape, Cancel and Save return focus; the first field has focus, not Close', async ({ page }) => {
    await signUpAndSignIn(page);
    await createPolicyViaApi(page, { registrationNumber: 'AB12CDE' });
    await visit(page, '/policies', 'Insurance Policies');
    const add = page.getByRole('button', { name: 'Add Policy' });

    await pressOn(add);
    const dialog = page.getByRole('dialog', { name: 'Add New Policy' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Registration Number')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await pressOn(add);
    await expect(dialog.getByLabel('Registration Number')).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    const edit = page.getByRole('button', { name: 'Edit AB12CDE' });
    await pressOn(edit);
    const editDialog = page.getByRole('dialog', { name: 'Edit Policy Details' });
    await expect(editDialog.getByLabel('Registration Number')).toBeFocused();
    await editDialog.getByRole('button', { name: /Save/ }).click();
    await expect(editDialog).toBeHidden();
    await expect(edit).toBeFocused();
  });

  test("delete confirm: Escape returns focus to Delete; a confirmed delete leaves focus in the page, not on the body", async ({ page }) => {
    await signUpAndSignIn(page);
    await createPolicyViaApi(page, { registrationNumber: 'AB12CDE' });
    await createPolicyViaApi(page, { registrationNumber: 'CD34EFG' });
    await visit(page, '/policies', 'Insurance Policies');
    const del = page.getByRole('button', { name: 'Delete AB12CDE' });
    await pressOn(del);
    const confirm = page.getByRole('button', { name: 'Delete', exact: true });
    await expect(confirm).toBeVisible();
    await expectFocusInside(page, page.locator('.ant-popconfirm'), 'the delete confirm');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(del).toBeFocused();

    // Focus starts on Cancel (the safe choice); Tab reaches Delete.
    await pressOn(del);
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(del).toHaveCount(0);
    await expectFocusInside(page, page.getByRole('main'), 'the page after the delete');
  });

  test('reminder dialogs: the first field has focus; Escape and Cancel return focus to the opener', async ({ page }) => {
    await signUpAndSignIn(page);
    const policyId = await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', renewalDate: addDays(londonToday(), 60) });
    await addReminder(page, policyId, 30);
    await visit(page, '/reminders', 'Reminders');

    const add = page.getByRole('button', { name: 'Add Reminder' });
    await pressOn(add);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Set Renewal Reminder')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Policy' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    const edit = page.getByRole('button', { name: 'Edit 30 day renewal reminder for AB12CDE' });
    await pressOn(edit);
    await expect(dialog.getByText('Edit Reminder')).toBeVisible();
    expect(await focusedDescription(page)).not.toMatch(/Close/);
    await expectFocusInside(page, dialog.locator('form'), 'the edit form');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
  });
});

test.describe('market tabs at 360 px', () => {
  test('arrow keys follow the order on screen: Value, Selling, Issues, then Service, Similar, Updates', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUpAndSignIn(page);
    await createPolicyViaApi(page, { registrationNumber: 'AB21CDE' });
    await visit(page, '/market-trends', 'Market Trends & Insights');
    const card = page.getByTestId('vehicle-trends');
    await pressOn(card.getByRole('tab', { name: 'Value' }), 'ArrowRight');
    const onScreen = ['Selling', 'Issues', 'Service', 'Similar', 'Updates', 'Value'];
    for (const [i, name] of onScreen.entries()) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      await expect(card.getByRole('tab', { name })).toBeFocused();
      await expect(card.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    }
    for (const name of ['Updates', 'Similar', 'Service', 'Issues']) {
      await page.keyboard.press('ArrowLeft');
      await expect(card.getByRole('tab', { name })).toBeFocused();
    }
  });
});

// Item 12 (WCAG 2.4.7): every control Tab reaches shows where focus is, on each screen, at both widths.
const SCREENS: { path: string; heading: string | RegExp; open?: (page: Page) => Promise<void> }[] = [
  { path: '/', heading: /^Welcome back/ },
  { path: '/policies', heading: 'Insurance Policies' },
  {
    path: '/policies',
    heading: 'Insurance Policies',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Policy' }).click();
      await fullDialogShown(page);
      await expect(page.getByRole('dialog', { name: 'Add New Policy' })).toBeVisible();
    },
  },
  { path: '/reminders', heading: 'Reminders' },
  { path: '/quotes', heading: 'Insurance Quotes' },
  { path: '/market-trends', heading: 'Market Trends & Insights' },
  { path: '/profile', heading: 'Profile' },
  { path: '/settings', heading: 'Settings' },
  { path: '/email-test', heading: /Email/ },
  { path: '/sms-test', heading: /SMS/ },
];
const MAX_TAB_STOPS = 80;

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 360, height: 740 },
]) {
  test(`the focus ring shows on every control Tab reaches, on every screen, at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signUpAndSignIn(page);
    const policyId = await createPolicyViaApi(page, { registrationNumber: 'AB12CDE', renewalDate: addDays(londonToday(), 40) });
    await addReminder(page, policyId, 30);
    const missing: string[] = [];
    for (const screen of SCREENS) {
      const name = `${screen.path}${screen.open ? ' (dialog)' : ''}`;
      await visit(page, screen.path, screen.heading);
      await screen.open?.(page);
      let stops = 0;
      for (; stops < MAX_TAB_STOPS; stops++) {
        await page.keyboard.press('Tab');
        const { element, visible } = await focusIndicator(page);
        if (element === 'the page body') break;
        if (!visible) missing.push(`${name}: ${element}`);
      }
      // Every screen has its header's controls and its own; a dialog traps focus (the limit ends its round).
      expect(stops, `${name}: Tab stops`).toBeGreaterThan(3);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
}

test('the focus ring shows in the header popups and a confirm: bell panel, user menu, delete confirm', async ({ page }) => {
  await signUpAndSignIn(page);
  await seedNotifications(page);
  await visit(page, '/policies', 'Insurance Policies');
  const missing: string[] = [];
  const check = async (where: string) => {
    const { element, visible } = await focusIndicator(page);
    if (!visible) missing.push(`${where}: ${element}`);
  };
  await pressOn(bell(page));
  await expectFocusInside(page, page.getByRole('dialog', { name: 'Notifications' }), 'the bell panel');
  for (let i = 0; i < 3; i++) {
    await check('bell panel');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await pressOn(avatar(page));
  await expectFocusInside(page, page.getByRole('menu'), 'the user menu');
  for (let i = 0; i < 3; i++) {
    await check('user menu');
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Escape');
  await pressOn(page.getByRole('button', { name: 'Delete DU05SON' }));
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await check('delete confirm');
  await page.keyboard.press('Tab');
  await check('delete confirm');
  expect(missing).toEqual([]);
});
