// Debian's PostgreSQL as FerretDB's backend (RENEWLY_DB=postgres): installed with apt-get when missing, its data in
// the git-ignored .data folder, listening on 127.0.0.1 only, started and stopped with the app (pg_ctl).
// initdb and postgres refuse to run as root: as root, they run as the package's `postgres` user.
// Node built-ins only: runs before `npm install`.
const { spawnSync } = require('node:child_process');
const { chownSync, existsSync, mkdirSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');
const { ensureDebianPackage } = require('./apt.cjs');

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, or null. */
function pgBinDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

function ensurePostgres() {
  const found = pgBinDir();
  if (found) return found;
  ensureDebianPackage({ binary: '/usr/bin/psql', pkg: 'postgresql', why: 'FerretDB on PostgreSQL (RENEWLY_DB=postgres)' });
  const bin = pgBinDir();
  if (!bin) throw new Error(`postgresql is installed but no ${PG_ROOT}/<version>/bin/postgres was found`);
  return bin;
}
exports.ensurePostgres = ensurePostgres;

const asRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL program (as the postgres user when we are root); throws with its output when it fails. */
function pg(bin, program, args, { allowFail = false } = {}) {
  const exe = path.join(bin, program);
  const [cmd, rest] = asRoot() ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  const r = spawnSync(cmd, rest, { encoding: 'utf8', cwd: '/' });
  if (r.status !== 0 && !allowFail) throw new Error(`${program} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  return r;
}

/** Makes the folder (and, as root, hands it to the postgres user, which must also be able to reach it). */
function prepareDir(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
}

function postgresIds() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Starts PostgreSQL on 127.0.0.1:port with its cluster in dataDir (created on first use), and makes sure `database`
 * exists. Returns { url, stop() } where url is FerretDB's --postgresql-url.
 */
async function startPostgres({ dataDir, port, database = 'ferretdb' }) {
  const bin = ensurePostgres();
  const cluster = path.join(dataDir, 'cluster');
  if (!existsSync(path.join(cluster, 'PG_VERSION'))) {
    prepareDir(dataDir);
    prepareDir(cluster);
    pg(bin, 'initdb', ['-D', cluster, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--no-locale']);
  }
  // A server left running by a run that was killed: stop it first, so this one owns it.
  if (pg(bin, 'pg_ctl', ['-D', cluster, 'status'], { allowFail: true }).status === 0) {
    pg(bin, 'pg_ctl', ['-D', cluster, 'stop', '-m', 'fast', '-w'], { allowFail: true });
  }
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`;
  pg(bin, 'pg_ctl', ['-D', cluster, '-o', options, '-l', path.join(dataDir, 'postgres.log'), '-w', '-t', '60', 'start']);
  const created = pg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], { allowFail: true });
  if (created.status !== 0 && !/already exists/.test(created.stderr)) {
    pg(bin, 'pg_ctl', ['-D', cluster, 'stop', '-m', 'fast'], { allowFail: true });
    throw new Error(`createdb ${database} failed: ${created.stderr}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    stop: async () => {
      if (statSync(cluster, { throwIfNoEntry: false })) pg(bin, 'pg_ctl', ['-D', cluster, 'stop', '-m', 'fast', '-w'], { allowFail: true });
    },
  };
}
exports.startPostgres = startPostgres;
