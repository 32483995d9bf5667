// Issue 37 (19): focus stays in the Share dialog: on the emptied email field after 'Send invitation', on the row that
// takes a removed one's place (else the one before, else the email field), and Tab from its last control goes to its
// first (no press lands on the page), Shift+Tab from its first to its last.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndSignIn } from './support/session';
import { createPolicyViaApi } from './support/policies';
import { waitForReactOn } from './support/shell-started';
import { fullDialogShown } from './support/full-dialog';

/** An address of its own for each invitation: an address may be invited only a few times in a window (a repeated run). */
const fresh = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== document.body);

/** Until every CSS animation under `root` (a dialog's zoom, a popover's) has ended: a click during one can be lost. */
const settled = (root: Locator) => root.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

async function openShare(page: Page): Promise<Locator> {
  await createPolicyViaApi(page, { registrationNumber: 'OW11NER', carManufacturer: 'Ford', carModel: 'Focus' });
  await page.goto('/policies');
  const title = page.getByRole('heading', { name: 'Insurance Policies' }).first();
  await waitForReactOn(title);
  await page.getByRole('button', { name: 'Share OW11NER' }).click();
  // The full dialog, not its plain early form (which shows first while the dialog's code arrives).
  await fullDialogShown(page);
  const dialog = page.getByRole('dialog', { name: 'Share OW11 NER' });
  await expect(dialog.getByLabel('Email address')).toBeVisible();
  await settled(dialog);
  return dialog;
}

async function invite(page: Page, dialog: Locator, email: string) {
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByTestId('share-member').filter({ hasText: email })).toBeVisible();
}

async function remove(page: Page, dialog: Locator, email: string) {
  await dialog.getByRole('button', { name: `Remove ${email}` }).click();
  const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Withdraw this invitation?' });
  await expect(confirm).toBeVisible();
  await settled(confirm);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByTestId('share-member').filter({ hasText: email })).toHaveCount(0);
}

test("after 'Send invitation' focus is on the emptied email field", async ({ page }) => {
  await signUpAndSignIn(page);
  const dialog = await openShare(page);
  await invite(page, dialog, fresh('first'));
  const email = dialog.getByLabel('Email address');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('');
  // The keyboard way too: Enter in the field sends, and focus comes back to it.
  const second = fresh('second');
  await email.fill(second);
  await email.press('Enter');
  await expect(dialog.getByTestId('share-member').filter({ hasText: second })).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('');
});

test('after a removal focus is on the row that took its place, else the one before, else the email field', async ({ page }) => {
  await signUpAndSignIn(page);
  const dialog = await openShare(page);
  const [a, b, c] = [fresh('a'), fresh('b'), fresh('c')];
  for (const email of [a, b, c]) await invite(page, dialog, email);
  await expect(dialog.getByTestId('share-member')).toHaveCount(3);

  await remove(page, dialog, b);
  await expect(dialog.getByRole('button', { name: `Remove ${c}` })).toBeFocused();
  await remove(page, dialog, c);
  await expect(dialog.getByRole('button', { name: `Remove ${a}` })).toBeFocused();
  await remove(page, dialog, a);
  await expect(dialog.getByTestId('no-members')).toBeVisible();
  await expect(dialog.getByLabel('Email address')).toBeFocused();
});

test('Tab from the last control goes to the first, and Shift+Tab back, never landing on the page', async ({ page }) => {
  await signUpAndSignIn(page);
  const dialog = await openShare(page);
  await invite(page, dialog, fresh('a'));
  const close = dialog.getByRole('button', { name: 'Close' });
  await close.last().focus();
  await page.keyboard.press('Tab');
  await expect(close.first()).toBeFocused(); // the × in the corner, the dialog's first control
  await page.keyboard.press('Shift+Tab');
  await expect(close.last()).toBeFocused();
  // A whole round, forwards and back: every press stays in the dialog.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} press ${i + 1}`).toBe(true);
    }
  }
});
