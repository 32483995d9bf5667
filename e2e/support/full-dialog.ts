import { expect, type Page } from '@playwright/test';

/**
 * Waits for the full (antd) dialog. A dialog opened before its code has arrived first shows its plain early form
 * (issue 38, federation/early-dialog.tsx), which the full one replaces: a test of the full dialog's own controls (its
 * selects, its radio groups, its Tab order) waits for it first, and for the fields it draws after the first one
 * (federation/form/drawn-after.tsx): a Tab pressed before they are drawn goes from the first field to Cancel.
 */
export async function fullDialogShown(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal').last()).toBeVisible();
  await expect(page.locator('dialog[data-early-dialog][open]')).toHaveCount(0);
  await expect(page.locator('.ant-modal [data-form-rest-pending]')).toHaveCount(0);
}
