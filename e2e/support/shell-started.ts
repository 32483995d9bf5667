// A server-drawn page is on screen before the shell's code has run (it starts after the first paint): a test that
// needs the app itself (its history, its listeners) waits for the shell to own the header first.
import { expect, type Locator, type Page } from '@playwright/test';

/** True once React has taken the element over (React's `__reactProps$…` key on it, set as it hydrates or draws). */
export function ownedByReact(locator: Locator): Promise<boolean> {
  return locator.first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')));
}

/** The shell has started: React owns the header's account button. */
export function waitForShell(page: Page): Promise<void> {
  return waitForReactOn(page.locator('.renewly-avatar-button'));
}

/** The route's page has started too: React owns the element (a part of the page the server drew). */
export async function waitForReactOn(locator: Locator): Promise<void> {
  await expect.poll(() => ownedByReact(locator), { timeout: 20_000 }).toBe(true);
}
