// Helpers shared by the shell UI journeys (auth, profile, password reset).
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Collects console errors and page errors. `allowed` lists expected resource failures, matched against
 * '<text> @ <url>' (Chromium logs every non-2xx fetch, e.g. the signed-out 401 on /api/auth/user).
 */
export function watchConsoleErrors(page: Page, allowed: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} @ ${message.location().url}`;
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** A failed request Chromium logs for the given status and API path. */
export function expectedFailure(status: number, apiPath: string): RegExp {
  const escaped = apiPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of ${status} .* @ https?://[^/]+${escaped}$`);
}

export const SIGNED_OUT_CHECK = expectedFailure(401, '/api/auth/user');

export function toastArea(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** Waits for the one toast to show the title (and description, if given). */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = toastArea(page).locator('.renewly-toast');
  await expect(toast.locator('.renewly-toast-title')).toHaveText(title);
  if (description !== undefined) await expect(toast.locator('.renewly-toast-description')).toHaveText(description);
}

export function authHeading(page: Page) {
  return page.getByRole('heading', { level: 2 });
}

export async function logInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await expect(authHeading(page)).toHaveText('Welcome back');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submitButton(page, 'Sign in').click();
}

/**
 * A form's submit button. Matched by its trailing text: after a failed request antd's loading icon can linger in the
 * DOM while its leave animation is pending, which makes the accessible name 'loading Sign in' for a moment.
 */
export function submitButton(page: Page, label: string) {
  return page.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
}

/**
 * Presses a button of 'Discard changes?' once the dialog has finished zooming in. antd zooms a modal in from where the
 * page was last clicked; a click sent at the first frame of that animation lands where the button is about to be, not
 * where it is, and is lost (seen: the walk-defects reminders test, 1 run in 6 on a busy machine).
 */
export async function answerDiscardChanges(page: Page, answer: 'Discard' | 'Keep editing' = 'Discard'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  await dialog.getByRole('button', { name: answer }).click();
}

/**
 * Clicks an option of the antd select list that is open, once the list has finished sliding open. antd slides a
 * select's list in; a click sent while it moves lands where the option is about to be and is lost, so the select
 * keeps its old value (seen: the household-sharing role select in a fresh clone). Same reason as answerDiscardChanges.
 */
/** An open antd dropdown (select or date picker) that has finished sliding in: its colours are final (axe reads them). */
export async function expectDropdownSettled(page: Page, selector: '.ant-select-dropdown' | '.ant-picker-dropdown'): Promise<void> {
  const list = page.locator(`${selector}:visible`);
  await expect(list).toBeVisible();
  await expect(list).not.toHaveClass(/ant-slide-(up|down)-(appear|enter)/);
}

export async function chooseSelectOption(page: Page, option: string | RegExp): Promise<void> {
  const item: Locator = page.locator('.ant-select-item-option', { hasText: option });
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ has: item });
  await expect(list).toBeVisible();
  await expect(list).not.toHaveClass(/ant-slide-(up|down)-(appear|enter)/);
  await list.locator(item).click();
}
