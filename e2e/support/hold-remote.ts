import type { Locator, Page } from '@playwright/test';

/** Holds back every request matching `pattern` (a glob) until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds back a remote's manifest (so its pages' code) until the returned function is called. */
export function holdRemote(page: Page, remote: string): Promise<() => void> {
  return holdRequests(page, `**/remotes/${remote}/mf-manifest.json`);
}

/** Whether React has taken the element over yet (hydrated it: React's own props key is on it). */
export function isReactOwned(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')));
}
