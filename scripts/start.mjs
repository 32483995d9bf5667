// `npm start`: install what is missing, start the database, build and serve the API, the shell and every remote
// at one address. MONGODB_URI set: that database is used and nothing is built or started for it.
// RENEWLY_DB=postgres: FerretDB runs on a local PostgreSQL (scripts/lib/postgres.cjs) instead of its SQLite files.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureFerretDB, startFerretDB, ROOT } from './lib/ferretdb.cjs';
import { ensurePostgres, startPostgres } from './lib/postgres.cjs';
import { ensureDebianPackage } from './lib/apt.cjs';
import { ensureNodeModules, loadDotEnv, step } from './lib/setup.mjs';
import { buildAll } from './build.mjs';

async function main() {
  loadDotEnv();
  ensureNodeModules();
  // .data holds the database, backups, the session secret and the VAPID keys: this user's only (an older checkout
  // made it 0755). The API writes its own files there 0600.
  const dataHome = path.join(ROOT, '.data');
  mkdirSync(dataHome, { recursive: true, mode: 0o700 });
  chmodSync(dataHome, 0o700);

  let db = null;
  let pg = null;
  let mongoUri = process.env.MONGODB_URI;
  const backend = process.env.RENEWLY_DB ?? 'sqlite';
  if (!['sqlite', 'postgres'].includes(backend)) throw new Error(`RENEWLY_DB must be sqlite or postgres, not "${backend}"`);
  const onPostgres = !mongoUri && backend === 'postgres';
  if (!mongoUri) {
    step(`Preparing the embedded database (FerretDB v1.24.2 on ${onPostgres ? 'PostgreSQL' : 'SQLite'})`);
    ensureFerretDB();
    if (onPostgres) ensurePostgres();
    // The scheduled backup (BACKUP_CRON) of the SQLite files uses SQLite's own online backup.
    else if (process.env.BACKUP_CRON) ensureDebianPackage({ binary: '/usr/bin/sqlite3', pkg: 'sqlite3', why: 'the scheduled backup (BACKUP_CRON)' });
  }
  buildAll();
  if (onPostgres) {
    pg = await startPostgres({ dataDir: path.join(ROOT, '.data', 'postgres'), port: Number(process.env.RENEWLY_POSTGRES_PORT) || 54329 });
    console.log(`PostgreSQL is running on 127.0.0.1:${pg.port} (data in .data/postgres)`);
  }
  if (!mongoUri) {
    const port = Number(process.env.FERRETDB_PORT) || 27018;
    const dataDir = path.join(ROOT, '.data', onPostgres ? 'ferretdb-postgres' : 'ferretdb');
    db = await startFerretDB({ dataDir, port, postgresUrl: pg?.url }).catch(async (err) => {
      await pg?.stop();
      throw err;
    });
    mongoUri = `${db.uri}/renewly`;
    console.log(`FerretDB is serving ${mongoUri} (${onPostgres ? 'on PostgreSQL' : 'data in .data/ferretdb'})`);
  }

  const port = process.env.PORT ?? '3000';
  const address = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    MONGODB_URI: mongoUri,
    PORT: port,
    WEB_ROOT: ROOT,
    APP_ORIGIN: process.env.APP_ORIGIN ?? `${address},http://127.0.0.1:${port}`,
    // Forwarded renewal emails (issue 49): on for local use, the receiver on loopback (HOST 127.0.0.1) port 2525;
    // renewly.localhost names no real mail host, so only mail sent straight to that port arrives. INBOUND_DOMAIN= turns it off.
    INBOUND_DOMAIN: process.env.INBOUND_DOMAIN ?? 'renewly.localhost',
    // Where FerretDB keeps its SQLite files: the scheduled backup (BACKUP_CRON) reads them.
    ...(db && !onPostgres ? { FERRETDB_DATA_DIR: db.dataDir } : {}),
  };
  step('Starting the API, the shell and the remotes');
  const server = spawn(process.execPath, ['api/dist/server.js'], { cwd: ROOT, env, stdio: 'inherit' });
  const banner = setTimeout(() => console.log(`\n  Renewly is running at ${address}\n  (Ctrl+C stops it)\n`), 1500);

  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(banner);
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await db?.stop();
    await pg?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  server.on('exit', (code) => stop(code ?? 1));
}

main().catch((err) => {
  console.error(`\nnpm start failed: ${err.message}`);
  process.exit(1);
});
