// Issue 13 (data requests as early as they can be): on a signed-in load the screen's first reads are answered before
// the page's own code has arrived, and the page's queries take those answers instead of asking again. Since issues 24
// and 50 the server makes them and inlines them in the page it sends, whether or not it can also draw the page from
// them (a remote on its own origin, as in production, it cannot); without that (a client-side sign-in) the shell
// starts them as soon as its auth check finds a user (shell/src/early-requests.test.ts). Signed out, none are made.
import { expect, test, type Page } from '@playwright/test';
import { REMOTE_ROUTES } from '../shared-contracts/src/registry/routes';
import { firstReadsOf } from '../shared-contracts/src/features/early-reads';
import { createPolicyViaApi } from './support/policies';
import { DRAWN_PAGES } from './support/drawn-pages';
import { signUpAndSignIn } from './support/session';

/** Every GET to the API from now on, by path. */
function recordApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  return reads;
}


test("each signed-in screen's first reads come with the page, before its code, and are not asked again", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'AB12 CDE' });

  for (const route of REMOTE_ROUTES) {
    const expected = firstReadsOf(route.path);
    // The page's code cannot arrive until its remote's manifest is released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/remotes/${route.remote}/mf-manifest.json`, async (held) => {
      await released;
      await held.continue();
    });
    const reads = recordApiReads(page);
    await page.goto(route.path);
    const drawn = DRAWN_PAGES[route.path];
    // The server made the reads and inlined them, whether or not it also drew the page from them (issue 50: a page it
    // cannot draw, as with a remote on its own origin in production, gets them too): the browser asks for none of them.
    await expect(page.getByTestId(drawn ?? 'page-skeleton')).toBeVisible();
    release();
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // The page's queries ask as it mounts; a moment after it shows, any read asked again would have been sent.
    await page.waitForTimeout(500);
    expect(reads.filter((r) => expected.includes(r)), `${route.path}: no first read asked again`).toEqual([]);
    // And each was taken by a query: one the page does not read would wait, unused, to answer a later page.
    const left = await page.evaluate(() => [...((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('renewly.earlyReads')]?.keys() ?? [])]);
    expect(left, `${route.path}: inlined answers no query took`).toEqual([]);
    page.removeAllListeners('request');
    await page.unrouteAll({ behavior: 'wait' });
  }
});

test('a signed-out visit starts none of the screen reads', async ({ page }) => {
  const reads = recordApiReads(page);
  await page.goto('/policies');
  // The reads would start as the auth answer arrives, before the auth screen is drawn.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The auth screen's own read (whether it may offer 'Sign up') is not a screen read.
  expect(reads.filter((r) => r !== '/api/auth/registration')).toEqual(['/api/auth/user']);
});
