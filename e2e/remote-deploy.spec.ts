// One feature team ships its remote alone: a second build of mfe-quotes (a visible change in its page) is deployed by
// changing only what /remotes.json points at. The running shell shows it at the next page load; nothing else is
// rebuilt or restarted. See docs/front-end-kit.md, "Shipping one remote alone".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from './support/api-server';
import { signUpAndSignIn } from './support/session';
import { serveDirectory } from './support/static-server';

// A sibling of the mfe-* folders (git-ignored), so the page's relative imports of federation/ resolve as in mfe-quotes.
const V2_DIR = path.join(REPO_ROOT, '.e2e-remote-v2');

const V2_PAGE = `import { Typography } from 'antd';
import { AntdTheme } from '../../../federation/antd-theme';
import { RemoteRoot } from '../../../federation/remote-root';

export default function QuotesPage() {
  return (
    <RemoteRoot name="quotes/QuotesPage" theme={AntdTheme}>
      <section data-testid="quotes-page-v2" style={{ padding: 24 }}>
        <Typography.Title level={1}>Insurance Quotes, version 2</Typography.Title>
      </section>
    </RemoteRoot>
  );
}
`;

/** Builds the changed remote with the one shared rspack configuration, as the quotes team's pipeline would. */
function buildQuotesV2(): string {
  rmSync(V2_DIR, { recursive: true, force: true });
  mkdirSync(path.join(V2_DIR, 'src', 'pages'), { recursive: true });
  writeFileSync(path.join(V2_DIR, 'src', 'pages', 'quotes-page.tsx'), V2_PAGE);
  writeFileSync(
    path.join(V2_DIR, 'rspack.config.js'),
    "module.exports = require('../rspack.base').createAppConfig({ name: 'quotes', dirname: __dirname, title: 'Renewly quotes' });\n",
  );
  const build = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', path.join(V2_DIR, 'rspack.config.js')],
    { cwd: REPO_ROOT, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the v2 build failed:\n${build.stdout}\n${build.stderr}`);
  return path.join(V2_DIR, 'dist');
}

const manifestFile = () => {
  const file = process.env.E2E_REMOTES_MANIFEST_FILE;
  if (!file) throw new Error('E2E_REMOTES_MANIFEST_FILE is not set (e2e/support/global-setup.ts)');
  return file;
};

test('a team deploys a second build of its remote by pointing /remotes.json at it, with nothing else rebuilt or restarted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const original = readFileSync(manifestFile(), 'utf8');
  const shellBuiltAt = statSync(path.join(REPO_ROOT, 'shell/dist/index.html')).mtimeMs;
  let v2: Server | null = null;
  try {
    const v2Dist = buildQuotesV2();
    v2 = createServer(serveDirectory(v2Dist));
    await new Promise<void>((resolve) => v2!.listen(0, '127.0.0.1', resolve));
    const { port } = v2.address() as { port: number };

    await signUpAndSignIn(page);
    await page.goto('/quotes');
    await expect(page.getByRole('main').getByText(/^Insurance Quotes$/).first()).toBeVisible();
    await expect(page.getByTestId('quotes-page-v2')).toHaveCount(0);

    // The deploy: only the manifest entry of the quotes remote changes.
    const manifest = JSON.parse(original) as Record<string, string>;
    writeFileSync(manifestFile(), JSON.stringify({ ...manifest, quotes: `http://127.0.0.1:${port}/mf-manifest.json` }));
    await expect.poll(async () => (await page.request.get('/remotes.json')).json()).toMatchObject({
      quotes: `http://127.0.0.1:${port}/mf-manifest.json`,
    });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Insurance Quotes, version 2' })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // Every other route still comes from its own, untouched build.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Policies', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Insurance Policies' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(/^Welcome back, /)).toBeVisible();
    expect(statSync(path.join(REPO_ROOT, 'shell/dist/index.html')).mtimeMs).toBe(shellBuiltAt);
  } finally {
    writeFileSync(manifestFile(), original);
    await new Promise<void>((resolve) => (v2 ? v2.close(() => resolve()) : resolve()));
    rmSync(V2_DIR, { recursive: true, force: true });
  }
});
