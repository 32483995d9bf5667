// `npm run backup [PATH]` and `npm run restore -- FILE [--force]` (npm keeps options after the script's name for
// itself unless they follow `--`): installs what the deployment's backup needs
// (Debian's sqlite3 for the embedded default, PostgreSQL's tools for RENEWLY_DB=postgres), builds the API, makes
// sure the local PostgreSQL is up when it is the backend (started for the run and stopped after, if it was not
// running), then runs api/dist/cli/{backup,restore}.js. MONGODB_URI set: mongodump/mongorestore must be installed
// (MongoDB Database Tools), or use the compose file's backup service.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/ferretdb.cjs';
import { ensureDebianPackage } from './lib/apt.cjs';
import { ensurePostgres, startPostgres } from './lib/postgres.cjs';
import { waitForPortState } from './lib/nginx.cjs';
import { ensureNodeModules, loadDotEnv, sh } from './lib/setup.mjs';

const [command, ...args] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command)) {
  console.error('usage: npm run backup [PATH] | npm run restore -- FILE [--force]');
  process.exit(2);
}

async function portOpen(port) {
  return waitForPortState(port, true, 300).then(
    () => true,
    () => false,
  );
}

/** Newest modification time of the files under `dir` (0 when there is none). */
function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds a workspace unless its dist is newer than its sources (a restore need not wait for a build it has). */
function buildIfStale(ws, builtFile) {
  const dir = path.join(ROOT, ws);
  const built = existsSync(path.join(dir, builtFile)) ? statSync(path.join(dir, builtFile)).mtimeMs : 0;
  const sources = Math.max(newestIn(path.join(dir, 'src')), ...['package.json', 'tsconfig.json', 'tsconfig.build.json'].map((f) => (existsSync(path.join(dir, f)) ? statSync(path.join(dir, f)).mtimeMs : 0)));
  if (built > sources) return;
  sh('npm', ['run', 'build', '--silent', '-w', ws]);
}

async function main() {
  // `npm run restore FILE --force`: npm took --force as its own option (npm_config_force) and passed FILE alone.
  if (command === 'restore' && process.env.npm_config_force === 'true' && !args.includes('--force')) {
    console.error('npm kept --force for itself, so restore did not get it. To pass it on, write: npm run restore -- FILE --force');
  }
  loadDotEnv();
  ensureNodeModules();
  const onMongo = Boolean(process.env.MONGODB_URI);
  const onPostgres = !onMongo && process.env.RENEWLY_DB === 'postgres';
  let pg = null;
  if (!onMongo && !onPostgres) ensureDebianPackage({ binary: '/usr/bin/sqlite3', pkg: 'sqlite3', why: 'backing up the embedded database' });
  buildIfStale('shared-contracts', 'dist/index.js');
  buildIfStale('api', `dist/cli/${command}.js`);
  if (onPostgres) {
    ensurePostgres();
    const port = Number(process.env.RENEWLY_POSTGRES_PORT) || 54329;
    if (!(await portOpen(port))) pg = await startPostgres({ dataDir: path.join(ROOT, '.data', 'postgres'), port });
  }
  const r = spawnSync(process.execPath, [path.join(ROOT, 'api', 'dist', 'cli', `${command}.js`), ...args], { stdio: 'inherit', cwd: process.env.INIT_CWD ?? process.cwd() });
  await pg?.stop();
  process.exit(r.status ?? 1);
}

main().catch((err) => {
  console.error(`${command} failed: ${err.message}`);
  process.exit(1);
});
