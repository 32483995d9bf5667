// Issue 11 finding 10: production builds of every web app publish no source maps (development keeps them).
// The configs load @rspack/core (ESM), so they are read in a plain node process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const APPS = ['shell', 'mfe-policies', 'mfe-reminders', 'mfe-quotes', 'mfe-market', 'mfe-account'];

function devtools(app: string, mode: string): unknown[] {
  const script = `const f = require(${JSON.stringify(path.join(ROOT, app, 'rspack.config.js'))});
    process.stdout.write(JSON.stringify([].concat(f({}, { mode: ${JSON.stringify(mode)} })).map((c) => c.devtool ?? null)));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: ROOT, env: { ...process.env, NODE_ENV: mode } }).toString());
}

test.each(APPS)('%s: no source maps in a production build', (app) => {
  const list = devtools(app, 'production');
  expect(list.length).toBeGreaterThan(0);
  expect(list.every((d) => d === false)).toBe(true);
});

test('development builds keep them (the check above can fail)', () => {
  expect(devtools('shell', 'development')[0]).toBeTruthy();
});
