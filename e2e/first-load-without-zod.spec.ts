// No signed-in page loads zod (about 25 KB gzip) with its first screen (README, "The first screen, drawn by the
// server"): its reads come inlined with the page and are checked later, and a form loads its schema at the first
// interaction. A read the page makes after its first paint that is not one of the route's first reads loads zod to
// check its answer; three pages had such a read (issue 50). Checked here on every signed-in route, untouched for a
// few seconds after it has loaded: no script that arrived carries zod, and every API read the page made was inlined.
import { expect, test } from '@playwright/test';
import { firstReadsOf } from '@renewly/shared-contracts/features/early-reads';
import { signUpAndSignIn } from './support/session';
import { waitForShell } from './support/shell-started';
import { createPolicyViaApi } from './support/policies';

const SIGNED_IN_ROUTES = ['/', '/policies', '/reminders', '/quotes', '/market-trends', '/settings', '/profile'];
/** Strings only zod's code carries (its error class, its core type and the `_zod` slot every schema has). */
const ZOD_SIGNATURE = /ZodError|\$ZodType|\._zod\b/;

for (const route of SIGNED_IN_ROUTES) {
  test(`${route}: its first load carries no zod, and every read it makes was inlined by the server`, async ({ page }) => {
    await signUpAndSignIn(page, { firstName: 'Zora' });
    await createPolicyViaApi(page, { registrationNumber: 'ZO12ODZ' });
    const scripts: Promise<{ url: string; zod: boolean }>[] = [];
    const reads: string[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script') scripts.push(res.text().then((text) => ({ url: url.pathname, zod: ZOD_SIGNATURE.test(text) }), () => ({ url: url.pathname, zod: false })));
      if (url.pathname.startsWith('/api/') && res.request().method() === 'GET') reads.push(url.pathname);
    });
    await page.goto(route);
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const withZod = (await Promise.all(scripts)).filter((s) => s.zod).map((s) => s.url);
    expect(withZod).toEqual([]);
    const inlined = new Set(firstReadsOf(route));
    expect(reads.filter((url) => !inlined.has(url))).toEqual([]);
  });
}
