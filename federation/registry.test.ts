// The registry in shared-contracts is what rspack exposes and what the shell routes to: every page it lists must
// exist where rspack.base.js looks for it, and every remote's exposed-pages map must name exactly those pages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageFileName, pageHeading, REMOTE_NAMES, REMOTE_PAGES, REMOTE_ROUTES, routeOfPage } from '@renewly/shared-contracts';

const ROOT = path.resolve(__dirname, '..');

describe.each(REMOTE_NAMES)('remote %s', (remote) => {
  const pages = REMOTE_PAGES[remote];

  it.each([...pages])('has src/pages/ for %s', (page) => {
    expect(existsSync(path.join(ROOT, `mfe-${remote}`, 'src', 'pages', `${pageFileName(page)}.tsx`))).toBe(true);
  });

  it('maps each exposed page in src/exposed-pages.ts and starts its standalone page from it', () => {
    const source = readFileSync(path.join(ROOT, `mfe-${remote}`, 'src', 'exposed-pages.ts'), 'utf8');
    for (const page of pages) expect(source).toContain(`${page}: () => import('./pages/${pageFileName(page)}')`);
    const bootstrap = readFileSync(path.join(ROOT, `mfe-${remote}`, 'src', 'bootstrap.tsx'), 'utf8');
    expect(bootstrap).toContain(`renderStandalone({ remote: '${remote}', pages: exposedPages })`);
  });
});

it('routes every path to a page its remote exposes, each path once', () => {
  for (const route of REMOTE_ROUTES) expect(REMOTE_PAGES[route.remote]).toContain(route.page);
  expect(new Set(REMOTE_ROUTES.map((r) => r.path)).size).toBe(REMOTE_ROUTES.length);
});

it('turns page names into file names', () => {
  expect(pageFileName('DashboardPage')).toBe('dashboard-page');
  expect(pageFileName('SmsTestPage')).toBe('sms-test-page');
});

it("finds each page's route, whose texts its header draws", () => {
  for (const route of REMOTE_ROUTES) expect(routeOfPage(route.page)).toBe(route);
});

it("makes a page's heading: its title, or the dashboard's greeting with the user's first name", () => {
  const dashboard = routeOfPage('DashboardPage');
  expect(pageHeading(dashboard, 'Ada')).toBe('Welcome back, Ada!');
  expect(pageHeading(dashboard, '  ')).toBe('Welcome back!');
  expect(pageHeading(dashboard, null)).toBe('Welcome back!');
  expect(pageHeading(routeOfPage('PoliciesPage'), 'Ada')).toBe('Insurance Policies');
});
