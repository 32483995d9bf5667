// Module federation across the built, one-address app: one React in the page, every route's remote loads, and a
// remote whose manifest is missing shows a fallback on its own route only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { waitForShell } from './support/shell-started';
import { installReactProbe, reactRenderers, sharedVersions } from './support/react-probe';
import { signUpAndSignIn } from './support/session';

const ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/reminders', heading: /^Reminders$/ },
  { path: '/quotes', heading: /^Insurance Quotes$/ },
  { path: '/policies', heading: /^Insurance Policies$/ },
  { path: '/market-trends', heading: /^Market Trends & Insights$/ },
  { path: '/email-test', heading: /^Email test$/i },
  { path: '/sms-test', heading: /^SMS test$/i },
];

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function expectRemoteLoaded(page: Page, heading: RegExp) {
  // The page's title (a heading once the feature work lands; plain text in some placeholders).
  await expect(page.getByRole('main').getByText(heading).first()).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  // A server-drawn page shows all of the above before the app has started.
  await waitForShell(page);
}

test('every route loads its remote with one React in the page and no console errors', async ({ page }) => {
  const errors = collectErrors(page);
  await installReactProbe(page);
  await signUpAndSignIn(page);

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

  for (const { path, heading } of ROUTES) {
    // A full load of each deep link (scripts must come from '/', not from the route's folder) ...
    await page.goto(path);
    await expectRemoteLoaded(page, heading);
  }
  // ... and client-side navigation through the header between remotes.
  await mainNav(page).getByRole('link', { name: 'Quotes', exact: true }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expectRemoteLoaded(page, /^Insurance Quotes$/);
  await mainNav(page).getByRole('link', { name: 'Reminders', exact: true }).click();
  await expectRemoteLoaded(page, /^Reminders$/);

  const renderers = await reactRenderers(page);
  expect(renderers, 'exactly one react-dom registered in the page').toHaveLength(1);
  expect(renderers[0]!.version).toMatch(/^19\./);

  for (const pkg of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query']) {
    const loaded = (await sharedVersions(page, pkg)).filter((row) => row.loaded);
    expect(loaded.length, `${pkg} is in the share scope`).toBeGreaterThan(0);
    expect(new Set(loaded.map((row) => `${row.version}:${row.from}`)), `${pkg} loaded once, from the shell`).toEqual(
      new Set([`${loaded[0]!.version}:shell`]),
    );
  }
  expect(errors).toEqual([]);
});

test('a remote whose manifest answers 404 shows a fallback on its own route only, and Retry recovers', async ({ page }) => {
  await signUpAndSignIn(page);
  let quotesDown = true;
  await page.route('**/remotes/quotes/mf-manifest.json', async (route) => {
    if (quotesDown) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    else await route.continue();
  });

  await page.goto('/quotes');
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('Insurance Quotes is unavailable right now');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The header and its navigation keep working.
  await expect(page.getByRole('banner')).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Reminders', exact: true }).click();
  await expectRemoteLoaded(page, /^Reminders$/);
  await mainNav(page).getByRole('link', { name: 'Policies', exact: true }).click();
  await expectRemoteLoaded(page, /^Insurance Policies$/);

  await mainNav(page).getByRole('link', { name: 'Quotes', exact: true }).click();
  await expect(page.getByTestId('remote-fallback')).toBeVisible();

  // The remote is back: Retry loads it without a page reload.
  quotesDown = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectRemoteLoaded(page, /^Insurance Quotes$/);
});

test('an unknown path shows Page Not Found with Go Back and a Dashboard link', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/reminders');
  await expectRemoteLoaded(page, /^Reminders$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/reminders$/);
});

test('no remote URL is compiled into the shell: it reads them from /remotes.json', async ({ request }) => {
  const jsDir = path.resolve(__dirname, '..', 'shell', 'dist', 'static', 'js');
  const bundles = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
  expect(bundles.length).toBeGreaterThan(0);
  for (const file of bundles) {
    const code = readFileSync(path.join(jsDir, file), 'utf8');
    expect(code, file).not.toMatch(/\/remotes\/(policies|reminders|quotes|market|account)\b|remoteEntry\.js|localhost:31\d\d/);
  }
  const manifest = await (await request.get('/remotes.json')).json();
  expect(Object.keys(manifest).sort()).toEqual(['account', 'market', 'policies', 'quotes', 'reminders']);
});

test('the header menus load antd on demand and open on the first click', async ({ page }) => {
  const errors = collectErrors(page);
  const user = await signUpAndSignIn(page);
  await page.goto('/');
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);

  await page.getByRole('button', { name: `${user.firstName[0]}${user.lastName[0]}, account menu for ${user.firstName} ${user.lastName}` }).click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  // In the menu antd draws (the header also holds a plain, closed copy of it for an early tap: issue 38).
  await expect(page.locator('.renewly-user-panel').getByText(user.email, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('No notifications yet')).toBeVisible();
  expect(errors).toEqual([]);
});
