// Issue 24: a signed-in page comes from the server with its first screen drawn (the layout and the route's header),
// and the browser takes that markup over as it is. Compared here on every signed-in route: the markup the server
// sent is what the browser draws (React kept the server's nodes: nothing was drawn anew), no hydration fault is
// logged, and the route's page then replaces its loading screen with the same header in the same words.
import { expect, test, type Page } from '@playwright/test';
import { REMOTE_ROUTES } from '@renewly/shared-contracts';
import { DRAWN_PAGES } from './support/drawn-pages';
import { signUpAndSignIn } from './support/session';
import { waitForShell } from './support/shell-started';
import { createPolicyViaApi } from './support/policies';
import { markServerNodes } from './support/server-nodes';

const SIGNED_IN_ROUTES = ['/', '/policies', '/reminders', '/quotes', '/market-trends', '/settings', '/profile'];


/** The parts of the layout that depend only on the user and the route, as the server sent them. */
function serverParts(html: string) {
  const part = (pattern: RegExp) => pattern.exec(html)?.[0] ?? null;
  return {
    desktopNav: part(/<nav aria-label="Main"[\s\S]*?<\/nav>/),
    mobileNav: part(/<nav aria-label="Mobile"[\s\S]*?<\/nav>/),
    avatar: part(/<button type="button" class="renewly-avatar-button"[\s\S]*?<\/button>/),
    title: /<h1 class="renewly-page-header__title">([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? null,
  };
}

for (const route of SIGNED_IN_ROUTES) {
  test(`${route}: the server's first screen is what the browser draws, and the browser takes it over as it is`, async ({ page }) => {
    await signUpAndSignIn(page, { firstName: 'Hedy' });
    const sent = await page.request.get(route);
    expect(sent.headers()['x-renewly-drawn-for']).toBe('user');
    const html = await sent.text();
    const server = serverParts(html);
    expect(server.desktopNav).not.toBeNull();
    expect(server.title).not.toBeNull();

    const faults: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('[hydrate]') || /hydrat/i.test(m.text())) faults.push(m.text());
    });
    page.on('pageerror', (e) => faults.push(e.message));
    await markServerNodes(page);
    await page.goto(route);
    const expected = REMOTE_ROUTES.find((r) => r.path === route)!;
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('main h1').first()).toBeVisible();

    const browser = await page.evaluate((pageTestId) => {
      const fromServer = (selector: string) =>
        Boolean((document.querySelector(selector) as (Element & { __fromServer?: boolean }) | null)?.__fromServer);
      const outer = (selector: string) => document.querySelector(selector)?.outerHTML ?? null;
      return {
        page: pageTestId ? fromServer(`[data-testid="${pageTestId}"]`) : null,
        desktopNav: outer('nav[aria-label="Main"]'),
        mobileNav: outer('nav[aria-label="Mobile"]'),
        avatar: outer('button.renewly-avatar-button'),
        title: document.querySelector('main h1')?.textContent ?? null,
        kept: {
          header: fromServer('header.renewly-header'),
          desktopNav: fromServer('nav[aria-label="Main"]'),
          mobileNav: fromServer('nav[aria-label="Mobile"]'),
          footer: fromServer('footer.renewly-footer'),
        },
      };
    }, DRAWN_PAGES[route] ?? null);
    // The same markup, and the very nodes the server sent (hydrated, not drawn anew).
    expect(browser.desktopNav).toBe(server.desktopNav);
    expect(browser.mobileNav).toBe(server.mobileNav);
    expect(browser.avatar).toBe(server.avatar);
    expect(browser.kept).toEqual({ header: true, desktopNav: true, mobileNav: true, footer: true });
    // A page the server drew with its content: the page's own nodes are the server's too.
    if (DRAWN_PAGES[route]) {
      expect(sent.headers()['x-renewly-drawn-for']).toBe('user');
      expect(html).toContain(`data-testid="${DRAWN_PAGES[route]}"`);
      expect(browser.page).toBe(true);
    }
    // The page drew the header the server drew for it.
    const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/<!-- -->/g, '');
    expect(browser.title).toBe(decode(server.title!));
    if (route !== '/') expect(browser.title).toBe(expected.title);
    expect(faults).toEqual([]);
  });
}

test('/market-trends with vehicles: the value range and chart come from the server and the browser keeps them', async ({ page }) => {
  await signUpAndSignIn(page, { firstName: 'Hedy' });
  await createPolicyViaApi(page, { registrationNumber: 'AB21CDE' });
  await createPolicyViaApi(page, { registrationNumber: 'EF21GHJ', carManufacturer: 'Ford', carModel: 'Model T' });
  const html = await (await page.request.get('/market-trends')).text();
  expect(html).toContain('data-testid="value-chart"');
  expect(html).toMatch(/data-testid="value-range">About £[\d,]+ to £[\d,]+\.</);
  const faults: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) faults.push(m.text());
  });
  page.on('pageerror', (e) => faults.push(e.message));
  await markServerNodes(page);
  await page.goto('/market-trends');
  await expect(page.getByTestId('value-chart')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="value-chart"] svg, [data-testid="value-range"]')].map((el) =>
      Boolean((el as Element & { __fromServer?: boolean }).__fromServer),
    ),
  );
  expect(kept).toEqual([true, true, true]);
  // Drawn by the browser's code too: the tabs work.
  await page.getByTestId('vehicle-trends').first().getByRole('tab', { name: 'Issues' }).click();
  await expect(page.getByTestId('vehicle-trends').first().locator('[data-testid="issue-block"][data-sourced]')).toHaveCount(1);
  expect(faults).toEqual([]);
});

test('a signed-out visit gets the plain page: the auth screen, and no signed-in markup or data in what was sent', async ({
  page,
}) => {
  const sent = await page.request.get('/policies');
  const html = await sent.text();
  expect(sent.headers()['x-renewly-drawn-for']).toBeUndefined();
  expect(html).not.toContain('renewly-header');
  expect(html).not.toContain('renewly-boot');
  await page.goto('/policies');
  await expect(page.getByRole('heading', { name: 'Welcome back', exact: true })).toBeVisible();
});

test('a server-drawn page whose remote then fails shows the fallback on that route, not half a page', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.route('**/remotes/quotes/**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/quotes');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  // The layout the server drew stays usable around it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Policies' }).click();
  await expect(page.getByRole('heading', { name: 'Insurance Policies' })).toBeVisible();
});

/** The shell's own script. */
const SHELL_SCRIPT = /\/static\/js\/main\.[0-9a-f]+\.js$/;

/** Notes when the shell's script element is put in the page (performance.now()), as window.__shellStartedAt. */
async function noteShellStart(page: Page) {
  await page.addInitScript((pattern) => {
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && new RegExp(pattern).test(node.src)) {
            (window as unknown as { __shellStartedAt: number }).__shellStartedAt = performance.now();
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, SHELL_SCRIPT.source);
}

test("a drawn page is painted before the shell's code starts: the script is fetched at once and started after the first paint", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await noteShellStart(page);
  const fetchedAt: number[] = [];
  page.on('request', (req) => {
    if (SHELL_SCRIPT.test(req.url())) fetchedAt.push(Date.now());
  });
  await page.goto('/quotes');
  await waitForShell(page);
  const seen = await page.evaluate(() => ({
    startedAt: (window as unknown as { __shellStartedAt?: number }).__shellStartedAt,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(seen.firstContentfulPaint).toBeGreaterThan(0);
  expect(seen.startedAt).toBeGreaterThan(seen.firstContentfulPaint!);
  // Fetched once (the preload), not a second time when started.
  expect(fetchedAt).toHaveLength(1);
});

test("the route's federation manifest is asked for with the page, before the shell's code starts, and once", async ({ page }) => {
  await signUpAndSignIn(page);
  await noteShellStart(page);
  const manifests: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/remotes/policies/mf-manifest.json')) manifests.push(req.url());
  });
  await page.goto('/policies');
  await waitForShell(page);
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  const seen = await page.evaluate(() => ({
    startedAt: (window as unknown as { __shellStartedAt?: number }).__shellStartedAt,
    manifestAskedAt: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/remotes/policies/mf-manifest.json'))?.startTime,
  }));
  // The page's preload asked before the shell's script was even started (the federation runtime asks only once that
  // script has run), and the runtime's own fetch took that answer: one request.
  expect(seen.manifestAskedAt).toBeLessThan(seen.startedAt!);
  expect(manifests).toHaveLength(1);
});

test('the shell still starts where the browser reports no paints, and in a tab that is hidden', async ({ page }) => {
  await signUpAndSignIn(page);
  await noteShellStart(page);
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['navigation', 'resource'] });
  });
  await page.goto('/policies');
  await waitForShell(page);
  await page.getByRole('button', { name: /account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();

  const hidden = await page.context().newPage();
  await noteShellStart(hidden);
  await hidden.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
  });
  await hidden.goto('/reminders');
  await waitForShell(hidden);
  expect(await hidden.evaluate(() => typeof (window as unknown as { __shellStartedAt?: number }).__shellStartedAt)).toBe('number');
});
