// `npm test`: installs what is missing, builds everything, then lint + typecheck, unit and API tests (jest, against
// a real FerretDB) and the end-to-end tests (Playwright in Debian's chromium, against the built app).
// Ends with one line "N passed, N failed" over every test that ran.
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureFerretDB, ROOT } from './lib/ferretdb.cjs';
import { ensureNginx } from './lib/nginx.cjs';
import { ensureDebianPackage } from './lib/apt.cjs';
import { ensurePostgres } from './lib/postgres.cjs';
import { ensureChromium, ensureNodeModules, step } from './lib/setup.mjs';
import { buildAll } from './build.mjs';

const reports = path.join(ROOT, 'test-results');

function runStage(name, cmd, args, env = {}) {
  step(name);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
  return r.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function main() {
  ensureNodeModules();
  ensureChromium();
  // e2e/production-topology.spec.ts runs the production topology behind Debian's nginx.
  ensureNginx();
  ensureFerretDB();
  // The backup tests (api/src/backup): SQLite's online backup, and pg_dump/pg_restore on FerretDB's PostgreSQL backend.
  ensureDebianPackage({ binary: '/usr/bin/sqlite3', pkg: 'sqlite3', why: 'the backup tests' });
  ensurePostgres();
  buildAll();
  mkdirSync(reports, { recursive: true });

  const results = [];
  // npm run lint: eslint, then the API's layers (dependency-cruiser with .dependency-cruiser.cjs, issue 48).
  results.push(['lint', runStage('Lint (import boundaries, the API\'s layers and TypeScript rules)', 'npm', ['run', 'lint'])]);
  results.push(['typecheck', runStage('Typecheck every package', 'npm', ['run', 'typecheck'])]);

  // Two jest workers on the two cores: one worker left about a third of the CPU idle while a file waited on the database
  // or on Chromium (2026-12-02: all of jest took 33 minutes with two; with one, the files other than the reader's notice
  // sets alone took 20, the sets about as long), and CI's 5400 s ran out at end-to-end test 316 of 321. Running the
  // reader's notice sets beside the end-to-end tests instead was tried and was slower: the end-to-end tests use more
  // than one core at times and ran at less than half their speed.
  const jestFile = path.join(reports, 'jest.json');
  results.push([
    'jest',
    runStage('Unit and API tests (jest, real FerretDB)', 'npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestFile}`]),
  ]);
  const pwFile = path.join(reports, 'playwright.json');
  results.push([
    'e2e',
    runStage('End-to-end tests (Playwright, Debian chromium)', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwFile,
    }),
  ]);

  let passed = 0;
  let failed = 0;
  const jest = readJson(jestFile);
  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests;
  }
  const pw = existsSync(pwFile) ? readJson(pwFile) : null;
  if (pw?.stats) {
    passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected ?? 0;
    if (pw.stats.flaky) console.log(`\n${pw.stats.flaky} end-to-end test(s) flaky: failed once, passed when run again`);
  }
  const stagesFailed = results.filter(([, ok]) => !ok).map(([n]) => n);
  step('Summary');
  console.log('Stages: ' + results.map(([n, ok]) => `${n} ${ok ? 'ok' : 'FAILED'}`).join(', '));
  if (stagesFailed.length && failed === 0) failed = stagesFailed.length;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(stagesFailed.length ? 1 : 0);
}

try {
  await main();
} catch (err) {
  console.error(`\nnpm test failed before the tests ran: ${err.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
