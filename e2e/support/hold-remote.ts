import type { Page } from '@playwright/test';

/** Holds back a remote's manifest (so its pages' code) until the returned function is called. */
export async function holdRemote(page: Page, remote: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/remotes/${remote}/mf-manifest.json`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
