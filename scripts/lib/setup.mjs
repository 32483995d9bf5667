// What `npm start` and `npm test` install on a fresh machine. Node built-ins only: this runs before `npm install`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './ferretdb.cjs';
import { CHROMIUM_PATH } from './chromium.cjs';

export const CHROMIUM = CHROMIUM_PATH;

const started = Date.now();

/** A stage's heading, with the minutes since this script started (CI's log then says where its time went). */
export function step(msg) {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  process.stdout.write(`\n▶ ${msg} [${minutes} min]\n`);
}

/** Runs a command in the foreground, failing the script when it fails. */
export function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
  if (r.status !== 0) {
    const why = r.error ? String(r.error) : `exit code ${r.status}${r.signal ? ` (${r.signal})` : ''}`;
    throw new Error(`${cmd} ${args.join(' ')} failed: ${why}`);
  }
}

/** npm packages: installed when node_modules is missing or package-lock.json changed since the last install. */
export function ensureNodeModules() {
  const lock = path.join(ROOT, 'package-lock.json');
  const marker = path.join(ROOT, 'node_modules', '.renewly-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) return;
  // `npm install`, not `npm ci`: the registry reachable here lacks some other platforms' optional packages (for
  // example @rspack/binding-darwin-arm64), so npm cannot record them and `npm ci` refuses the lock as out of sync.
  // `npm install` still takes every version from package-lock.json, and never wipes an existing node_modules.
  step('Installing npm packages (npm install)');
  // Playwright drives Debian's chromium; its own browser download cannot work offline.
  sh('npm', ['install', '--no-audit', '--no-fund'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  writeFileSync(marker, createHash('sha256').update(readFileSync(lock)).digest('hex'));
}

/** Debian's chromium for Playwright (the end-to-end tests and the page-weight benchmark). */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!hasApt) {
    throw new Error(`Chromium is missing at ${CHROMIUM}. Install Debian's or Ubuntu's "chromium" package.`);
  }
  step("Installing Debian's chromium for the browser tests (apt-get)");
  const sudo = isRoot ? [] : ['sudo'];
  const run = (args) => sh(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}

/** Reads KEY=VALUE lines of .env (if present) into process.env without overriding what is already set. */
export function loadDotEnv() {
  const file = path.join(ROOT, '.env');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    const value = m[2].replace(/^(['"])(.*)\1$/, '$2');
    // An empty value means "not set", as in .env.example.
    if (value !== '' && process.env[m[1]] === undefined) process.env[m[1]] = value;
  }
}
