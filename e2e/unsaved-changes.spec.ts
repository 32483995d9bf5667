// Issue 22, item 13 (Profile and Settings): leaving a page with unsaved edits by one of the app's links asks
// 'Discard changes?' first, as the policy dialog does; 'Keep editing' stays with the edits, 'Discard' leaves.
import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './support/session';
import { answerDiscardChanges } from './shell-ui-helpers';

const discardDialog = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });

async function leaveByTheHeaderLink(page: Page, name: string) {
  await page.getByRole('banner').getByRole('link', { name }).click();
}

test('Profile: an edited name asks before a header link leaves; Keep editing keeps it, Discard leaves', async ({ page }) => {
  await signUpAndSignIn(page, { firstName: 'Ada' });
  await page.goto('/profile');
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Ada');

  // No edits: a link just leaves.
  await leaveByTheHeaderLink(page, 'Reminders');
  await expect(page).toHaveURL(/\/reminders$/);
  await page.goBack();
  await expect(firstName).toHaveValue('Ada');

  await firstName.fill('Grace');
  await leaveByTheHeaderLink(page, 'Reminders');
  await expect(discardDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await discardDialog(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(discardDialog(page)).toBeHidden();
  await expect(firstName).toHaveValue('Grace');

  await leaveByTheHeaderLink(page, 'Reminders');
  await answerDiscardChanges(page);
  await expect(page).toHaveURL(/\/reminders$/);
  expect((await (await page.request.get('/api/auth/user')).json()).firstName).toBe('Ada');
});

test('Settings: a changed delivery time asks before the user menu leaves for Profile', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Reminder delivery' });
  await form.getByLabel('Quiet hours').click();
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();

  await page.getByRole('banner').getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menu').getByRole('link', { name: 'Profile' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await answerDiscardChanges(page);
  await expect(page).toHaveURL(/\/profile$/);
});
