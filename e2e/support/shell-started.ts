// A server-drawn page is on screen before the shell's code has run (it starts after the first paint): a test that
// needs the app itself (its history, its listeners) waits for the shell to own the header first.
import { expect, type Page } from '@playwright/test';

/** True once React has taken over the header's account button (React's `__reactProps$…` key on the element). */
export function shellOwnsTheHeader(page: Page): Promise<boolean> {
  return page
    .locator('.renewly-avatar-button')
    .first()
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')));
}

export async function waitForShell(page: Page): Promise<void> {
  await expect.poll(() => shellOwnsTheHeader(page), { timeout: 20_000 }).toBe(true);
}
