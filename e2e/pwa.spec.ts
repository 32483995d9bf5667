// The installable app (issue 10), in real Chromium with the service worker allowed: the manifest passes Chromium's
// installability checks, the worker shows a pushed reminder (delivered through the DevTools protocol: a headless
// browser cannot subscribe to a real push service), the app reads offline and refuses changes made offline, the
// install card and banner do not move the page, and an in-page reminder timer shows its toast at the target time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import type { Reminder } from '../shared-contracts/src/reminder';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { createPolicyViaApi, logIn, newTestUser, registerUser, signUpAndSignIn } from './support/session';
import { expectToast } from './shell-ui-helpers';
import { waitForShell } from './support/shell-started';

test.use({ serviceWorkers: 'allow' });

const origin = () => new URL(process.env.E2E_BASE_URL!).origin;

async function waitForWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 20_000 });
}

/** The plain shell every route opens from offline (/index.html), kept once the worker controls the page. */
async function waitForPlainShellKept(page: Page): Promise<void> {
  await waitForWorkerControl(page);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/index.html', { cacheName: 'renewly-static-v1' }))), {
      timeout: 15_000,
    })
    .toBe(true);
}

async function keptData(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('renewly-data-v1');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

// A normal (not incognito) profile: Chromium never offers to install from an incognito window.
test('the manifest passes Chromium installability checks', async () => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'renewly-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: process.env.E2E_BASE_URL,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const user = newTestUser();
    await registerUser(context.request, process.env.E2E_BASE_URL!, user);
    await logIn(context.request, process.env.E2E_BASE_URL!, user);
    await page.goto('/');
    await waitForWorkerControl(page);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Renewly', short_name: 'Renewly', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => (icon.purpose ?? '').split(' ').includes('maskable'))).toBe(true);

    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors ?? []).map((e) => e.errorId), {
        timeout: 15_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a pushed reminder shows as a notification with the tag policy-reminder and its two actions', async ({ page, context }) => {
  await context.grantPermissions(['notifications'], { origin: origin() });
  await signUpAndSignIn(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin()) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await waitForWorkerControl(page);

  const id = await registrationId;
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: origin(),
      registrationId: id,
      data: JSON.stringify({
        title: 'Renewal reminder: AB12 CDE',
        body: 'Your Ford Focus (AB12 CDE) insurance renews on 20 Dec 2026, in 27 days.',
        url: '/policies?policy=abc123',
        tag: 'something-else',
      }),
    });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        requireInteraction: n.requireInteraction,
        actions: (n as Notification & { actions?: { action: string; title: string }[] }).actions?.map((a) => a.title),
        url: (n.data as { url?: string } | null)?.url,
      }));
    });

  // getNotifications() can miss a just-shown notification now and then, and a push delivered through the DevTools
  // protocol is now and then never seen by the worker (a fresh clone's run once polled 15 s and saw none): poll, and
  // deliver again while none shows. A second delivery cannot make two: the worker shows every reminder under the one tag
  // 'policy-reminder', which replaces the one before (the check below would see two otherwise).
  await expect(async () => {
    await deliver();
    await expect.poll(shown, { timeout: 5_000 }).toEqual([
      {
        title: 'Renewal reminder: AB12 CDE',
        body: 'Your Ford Focus (AB12 CDE) insurance renews on 20 Dec 2026, in 27 days.',
        tag: 'policy-reminder',
        requireInteraction: true,
        actions: ['View Policy', 'Dismiss'],
        url: '/policies?policy=abc123',
      },
    ]);
  }).toPass({ timeout: 30_000 });
});

test('a page the server drew hands its inlined answers to the worker, which asks for none of them: offline, it opens with them', async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, {
    registrationNumber: 'DR12 AWN',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: addDays(londonToday(), 45),
  });
  const workerReads: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() && new URL(request.url()).pathname.startsWith('/api/')) workerReads.push(new URL(request.url()).pathname);
  });

  // The first visit is a page the server drew with its content: the browser never reads the policies itself.
  await page.goto('/policies');
  await expect(page.getByTestId('policy-card')).toContainText('DR12 AWN');
  await expect
    .poll(() => keptData(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['/api/auth/user', '/api/policies', '/api/notifications']));
  expect(workerReads, 'the worker kept the answers without asking the API again').toEqual([]);
  await waitForPlainShellKept(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-bar')).toContainText("You're offline.");
  await expect(page.getByTestId('policy-card')).toContainText('DR12 AWN');
  await context.setOffline(false);
});

test('offline, the dashboard and policies show the saved data with the offline mark, and a change is refused', async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page);
  const policy = await createPolicyViaApi(page, {
    registrationNumber: 'OF12 FLN',
    carManufacturer: 'Skoda',
    carModel: 'Octavia',
    renewalDate: addDays(londonToday(), 45),
  });

  // Online: the first visit, then the policies page, so the worker keeps both pages' files and reads.
  await page.goto('/');
  await expect(page.getByText('OF12 FLN').first()).toBeVisible();
  await waitForWorkerControl(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Policies' }).first().click();
  await expect(page.getByTestId('policy-card')).toContainText('OF12 FLN');
  await expect
    .poll(() => keptData(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['/api/auth/user', '/api/dashboard/stats', '/api/policies']));
  await waitForPlainShellKept(page);

  await context.setOffline(true);
  await page.goto('/');
  const bar = page.getByTestId('offline-bar');
  await expect(bar).toContainText("You're offline.");
  await expect(bar).toContainText(/Showing your data as saved at \d{2}:\d{2} on \d{1,2} \w{3}\./);
  await expect(page.getByText('OF12 FLN').first()).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Policies' }).first().click();
  const card = page.getByTestId('policy-card');
  await expect(card).toContainText('OF12 FLN');

  // A change made offline is refused, said plainly, and nothing is lost silently: the policy is unchanged.
  await card.getByRole('switch').click();
  await expect(bar.getByRole('alert')).toHaveText(
    "Your change wasn't saved: changes can't be made offline. Try again when you're back online.",
  );
  await expectToast(page, 'Error', 'Failed to update policy status');

  await context.setOffline(false);
  await expect(bar).toHaveCount(0);
  const policies = (await (await page.request.get('/api/policies')).json()) as { id: string; isActive: boolean }[];
  expect(policies.find((p) => p.id === policy.id)?.isActive).toBe(true);
});

test('the push banner and the install card never move the page once drawn', async ({ page }) => {
  await page.addInitScript(() => {
    (window as Window & { __shifts?: string[] }).__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry as unknown as { sources?: { node?: Node | null }[] }).sources ?? [];
        const names = sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)));
        (window as Window & { __shifts?: string[] }).__shifts!.push(`${entry.value.toFixed(5)} ${names.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signUpAndSignIn(page);
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Enable notifications' });
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await waitForShell(page);
  const mainTop = () => page.locator('main').evaluate((el) => el.getBoundingClientRect().top);
  const topBefore = await mainTop();
  const shiftsBefore = await page.evaluate(() => (window as Window & { __shifts?: string[] }).__shifts!.length);

  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(event);
  });
  await expect(page.getByRole('complementary', { name: 'Install Renewly' })).toBeVisible();
  await page.waitForTimeout(300);

  expect(await mainTop()).toBe(topBefore);
  const shiftsAfter = await page.evaluate(() => (window as Window & { __shifts?: string[] }).__shifts!);
  expect(shiftsAfter.slice(shiftsBefore)).toEqual([]);
});

test('a scheduled reminder notification shows a toast at its target time on a visible page', async ({ page }) => {
  await signUpAndSignIn(page);
  const policy = await createPolicyViaApi(page, {
    registrationNumber: 'TM12 RMD',
    carManufacturer: 'Mazda',
    carModel: 'MX-5',
    renewalDate: addDays(londonToday(), 40),
  });
  const created = await page.request.post('/api/reminders', {
    headers: { Origin: origin() },
    data: { policyId: policy.id, title: '30 day reminder', daysBefore: 30, notificationMethods: ['app'] },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const reminders = (await (await page.request.get('/api/reminders')).json()) as Reminder[];
  const due = reminders[0]?.deliveries?.find((d) => d.channel === 'app' && d.status === 'scheduled')?.at;
  expect(due, 'the engine schedules the in-app delivery').toBeTruthy();

  // The page's clock starts a minute before the target time; the timer is set from the server's schedule.
  await page.clock.install({ time: new Date(new Date(due!).getTime() - 60_000) });
  const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reminders');
  await page.goto('/');
  await expect(page.getByText('TM12 RMD').first()).toBeVisible();
  // With no interaction, the timers are set 10 s after the page drew (REMINDER_TIMERS_AFTER_MS), from the reminders it
  // reads then; then the clock stops 2 s before the target.
  await page.clock.runFor(11_000);
  await read;
  await page.waitForTimeout(500);
  const dueMs = new Date(due!).getTime();
  await page.clock.pauseAt(new Date(dueMs - 2_000));
  await expect(page.getByText('Renewal reminder: Mazda MX-5 (TM12 RMD)')).toHaveCount(0);
  await page.clock.runFor(3_000);
  // The same words as the bell's notification (the plate as stored).
  await expectToast(page, 'Renewal reminder: Mazda MX-5 (TM12 RMD)', /^30 day renewal reminder: your Mazda MX-5 \(TM12 RMD\) insurance renews on \d{2}\/\d{2}\/\d{4}\.$/);
});

test("'View Policy' opens /policies?policy=<id>: that policy's card is scrolled to and marked", async ({ page }) => {
  await signUpAndSignIn(page);
  const inDays = (n: number) => addDays(londonToday(), n);
  const plates = ['VA11AAA', 'VB22BBB', 'VC33CCC', 'VD44DDD', 'VE55EEE', 'VF66FFF', 'VG77GGG'];
  const ids: string[] = [];
  for (const [i, plate] of plates.entries()) {
    ids.push((await createPolicyViaApi(page, { registrationNumber: plate, carManufacturer: 'Ford', carModel: 'Fiesta', renewalDate: inDays(70 + i) })).id);
  }
  const target = ids.at(-1)!;
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto(`/policies?policy=${target}`);
  const marked = page.locator(`#policy-${target}`);
  await expect(marked).toHaveAttribute('aria-current', 'true');
  await expect(marked).toBeInViewport();
  await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
});

test.describe('without a service worker to serve the code', () => {
  test.use({ serviceWorkers: 'block' });

  test("the network cut as the app starts, before anything is kept: 'Application Error', then the app by itself once back online", async ({ page, context }) => {
    await signUpAndSignIn(page);
    await createPolicyViaApi(page, { registrationNumber: 'ST12 RTU', carManufacturer: 'Kia', carModel: 'Picanto', renewalDate: addDays(londonToday(), 50) });
    // A first visit on a phone losing signal: the page and its first script arrive, the shell's next chunks do not.
    let cut = true;
    await page.route('**/static/js/**', (route) =>
      cut && !/\/main\.[0-9a-f]+\.js$/.test(new URL(route.request().url()).pathname) ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Application Error' })).toBeVisible();
    await expect(page.getByText('Failed to load the application. Please try refreshing the page.')).toBeVisible();
    await context.setOffline(true);
    cut = false;
    // Back online: the page loads again by itself and the app starts (React owns the header), the car on the dashboard.
    await context.setOffline(false);
    await waitForShell(page);
    await expect(page.getByText('ST12 RTU').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Application Error' })).toHaveCount(0);
  });

  test('reminder timers due while the network is cut are set once it is back: their code, not fetched yet, is not thrown', async ({ page, context }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndSignIn(page);
    const policy = await createPolicyViaApi(page, { registrationNumber: 'OF12 FLN', carManufacturer: 'Fiat', carModel: '500', renewalDate: addDays(londonToday(), 40) });
    const created = await page.request.post('/api/reminders', {
      headers: { Origin: origin() },
      data: { policyId: policy.id, title: '30 day reminder', daysBefore: 30, notificationMethods: ['app'] },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const reminders = (await (await page.request.get('/api/reminders')).json()) as Reminder[];
    const dueMs = new Date(reminders[0]!.deliveries!.find((d) => d.channel === 'app' && d.status === 'scheduled')!.at!).getTime();

    await page.clock.install({ time: new Date(dueMs - 60_000) });
    await page.goto('/');
    await expect(page.getByText('OF12 FLN').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The timers' code is due 10 s after the page drew (REMINDER_TIMERS_AFTER_MS): with the network cut it cannot load.
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
    await context.setOffline(true);
    await page.clock.runFor(11_000);
    await expect.poll(() => failed.filter((p) => /\/static\/js\//.test(p))).not.toEqual([]);
    // Back online, the code loads and the timers are set from the reminders read then.
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reminders', { timeout: 15_000 });
    await context.setOffline(false);
    await read;
    await page.waitForTimeout(500);
    await page.clock.pauseAt(new Date(dueMs - 2_000));
    await expect(page.getByText('Renewal reminder: Fiat 500 (OF12 FLN)')).toHaveCount(0);
    await page.clock.runFor(3_000);
    await expectToast(page, 'Renewal reminder: Fiat 500 (OF12 FLN)', /^30 day renewal reminder: your Fiat 500 \(OF12 FLN\) insurance renews on \d{2}\/\d{2}\/\d{4}\.$/);
    expect(pageErrors).toEqual([]);
  });
});
