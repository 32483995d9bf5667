// Issue 36 item 4: `npm start` (development, no SESSION_SECRET) signs sessions with a secret of its own, made once
// and kept in the data folder readable by this user only, never with the public built-in one.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withDevSessionSecret, DEV_SESSION_SECRET_FILE } from './dev-session-secret';
import { DEV_SESSION_SECRET, loadConfig } from './env';

const URI = 'mongodb://127.0.0.1:27018/renewly';
let dataDir: string;
beforeEach(() => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'renewly-secret-')), 'data');
});
afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

test('development without SESSION_SECRET: a random secret made on the first run, kept 0600 in a 0700 data folder, the same next time', () => {
  const config = loadConfig({ NODE_ENV: 'development', MONGODB_URI: URI, DATA_DIR: dataDir });
  const first = withDevSessionSecret(config);
  expect(first.created).toBe(true);
  expect(first.config.sessionSecret).not.toBe(DEV_SESSION_SECRET);
  expect(first.config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
  expect(statSync(path.join(dataDir, DEV_SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  const again = withDevSessionSecret(config);
  expect(again).toEqual({ config: first.config, created: false });
  // Another data folder, another secret.
  const other = withDevSessionSecret(loadConfig({ NODE_ENV: 'development', MONGODB_URI: URI, DATA_DIR: `${dataDir}-2` }));
  expect(other.config.sessionSecret).not.toBe(first.config.sessionSecret);
  rmSync(`${dataDir}-2`, { recursive: true, force: true });
});

test('a set SESSION_SECRET wins; tests keep the built-in one; a damaged file is named, not replaced', () => {
  const own = loadConfig({ NODE_ENV: 'development', MONGODB_URI: URI, DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40) });
  expect(withDevSessionSecret(own).config.sessionSecret).toBe('x'.repeat(40));
  const test = loadConfig({ NODE_ENV: 'test', MONGODB_URI: URI, DATA_DIR: dataDir });
  expect(withDevSessionSecret(test).config.sessionSecret).toBe(DEV_SESSION_SECRET);
  withDevSessionSecret(loadConfig({ NODE_ENV: 'development', MONGODB_URI: URI, DATA_DIR: dataDir }));
  writeFileSync(path.join(dataDir, DEV_SESSION_SECRET_FILE), 'short\n');
  expect(() => withDevSessionSecret(loadConfig({ NODE_ENV: 'development', MONGODB_URI: URI, DATA_DIR: dataDir }))).toThrow(/holds no session secret: delete it/);
});
