// `npm run prod:local`: production as docker-compose.yml describes it, on loopback and without containers. Builds the
// production bundles, then starts the database (embedded FerretDB unless MONGODB_URI), two API replicas (jobs off),
// one worker (jobs on) and Debian's nginx (installed with apt-get when missing) serving the shell and each remote
// from its own server block with the Docker image's own site files. Prints the address; Ctrl+C stops everything.
//   PROD_PORT=8080 (the shell; the remotes take the next five ports, as in docker-compose.yml)
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ensureFerretDB, freePort, freePorts, startFerretDB, ROOT } from './lib/ferretdb.cjs';
import { ensureNginx } from './lib/nginx.cjs';
import { REMOTES, startTopology } from './lib/prod-topology.cjs';
import { ensureNodeModules, loadDotEnv, step } from './lib/setup.mjs';
import { buildAll } from './build.mjs';

const DATA = path.join(ROOT, '.data', 'prod-local');

/** SESSION_SECRET from the environment, or one made once and kept in .data/prod-local (sessions survive restarts). */
function sessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(DATA, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Without SMTP_HOST (production requires one), mail goes to a loopback SMTP server that keeps each message as a file. */
async function localMailbox() {
  const dir = path.join(DATA, 'mail');
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        writeFileSync(path.join(dir, `${Date.now()}-${++n}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { dir, port, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function main() {
  loadDotEnv();
  ensureNodeModules();
  ensureNginx();
  if (!process.env.MONGODB_URI) ensureFerretDB();
  buildAll();
  mkdirSync(DATA, { recursive: true });

  const stoppers = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
  };
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping nginx, the API replicas, the worker and the database...');
    stopAll().then(() => process.exit(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    let mongoUri = process.env.MONGODB_URI;
    const env = { SESSION_SECRET: sessionSecret() };
    if (!mongoUri) {
      step('Starting the database (FerretDB v1.24.2 on SQLite, data in .data/prod-local/ferretdb)');
      const db = await startFerretDB({ dataDir: path.join(DATA, 'ferretdb'), logLevel: 'error' });
      stoppers.push(() => db.stop());
      mongoUri = `${db.uri}/renewly`;
      // The worker's scheduled backup (BACKUP_CRON) reads FerretDB's SQLite files from here.
      env.FERRETDB_DATA_DIR = db.dataDir;
    }
    if (!process.env.SMTP_HOST) {
      const mail = await localMailbox();
      stoppers.push(() => mail.stop());
      Object.assign(env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.port), SMTP_SECURE: 'false', SMTP_REQUIRE_TLS: 'false' });
      console.log(`SMTP_HOST is not set: email is kept as files in ${path.relative(ROOT, mail.dir)} (a loopback SMTP server)`);
    }
    const shellPort = Number(process.env.PROD_PORT) || 8080;
    const remotePorts = Object.fromEntries(Object.keys(REMOTES).map((name, i) => [name, shellPort + 1 + i]));
    step('Starting two API replicas (jobs off), the worker (jobs on) and nginx');
    const apiPorts = await freePorts(2);
    const topology = await startTopology({
      mongoUri,
      runDir: path.join(DATA, 'run'),
      shellPort,
      remotePorts,
      apiPorts,
      env,
    });
    stoppers.push(() => topology.stop());
    const ports = Object.entries(remotePorts).map(([n, p]) => `${n} :${p}`).join(', ');
    console.log(`\n  Renewly (production topology) is running at ${topology.url}`);
    console.log(`  remotes: ${ports}; API replicas :${apiPorts.join(' and :')}`);
    console.log(`  logs: ${path.relative(ROOT, path.join(DATA, 'run', 'logs'))}/ (api-1, api-2, worker), nginx: .data/prod-local/run/nginx/error.log`);
    console.log('  (Ctrl+C stops everything)\n');
    for (const part of [...topology.replicas, topology.worker]) {
      part.child.once('exit', (code, signal) => {
        if (!stopping) console.error(`${part.name} exited (${signal ?? code}); see its log`);
      });
    }
  } catch (err) {
    await stopAll();
    throw err;
  }
}

main().catch((err) => {
  console.error(`\nnpm run prod:local failed: ${err.message}`);
  process.exit(1);
});
