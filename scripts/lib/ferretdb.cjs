// Builds and runs the embedded development/test database: FerretDB v1.24.2 on its SQLite handler.
// Only Node built-ins here: this runs before `npm install` on a fresh machine. CommonJS so that jest, playwright's
// TypeScript, the benches and the ESM scripts can all load it (named exports stay visible to `import`: keep them as
// literal `exports.name = ...` assignments).
//   node scripts/lib/ferretdb.cjs build                   builds .tools/bin/ferretdb when it is missing
//   node scripts/lib/ferretdb.cjs serve [port] [dataDir]  runs it in the foreground
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, cpSync, chmodSync, writeFileSync, rmSync, readdirSync, statSync } = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const FERRETDB_VERSION = 'v1.24.2';
const ROOT = path.resolve(__dirname, '..', '..');
const TOOLS = path.join(ROOT, '.tools');
const FERRETDB_BIN = path.join(TOOLS, 'bin', 'ferretdb');
exports.FERRETDB_VERSION = FERRETDB_VERSION;
exports.ROOT = ROOT;
exports.FERRETDB_BIN = FERRETDB_BIN;

function log(msg) {
  process.stderr.write(`[ferretdb] ${msg}\n`);
}

function binaryWorks(bin) {
  if (!existsSync(bin)) return false;
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.includes(FERRETDB_VERSION);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
}

/** True when .tools/bin/ferretdb exists (it may still need building if it is the wrong version). */
function ferretDBAvailable() {
  return existsSync(FERRETDB_BIN);
}
exports.ferretDBAvailable = ferretDBAvailable;

/** Makes sure .tools/bin/ferretdb exists and runs; builds it with Go when it does not. */
function ensureFerretDB() {
  if (binaryWorks(FERRETDB_BIN)) return FERRETDB_BIN;
  if (!run('go', ['version']).ok) {
    throw new Error(
      'FerretDB is not built and Go is not installed.\n' +
        '  Either install Go (https://go.dev/dl/) so the project can build FerretDB v1.24.2,\n' +
        '  or set MONGODB_URI to a MongoDB server, for example one started with:\n' +
        '    docker compose up -d mongo   (then MONGODB_URI=mongodb://127.0.0.1:27017/renewly)',
    );
  }
  mkdirSync(path.join(TOOLS, 'bin'), { recursive: true });
  const env = { ...process.env, GOBIN: path.join(TOOLS, 'bin') };
  log(`building FerretDB ${FERRETDB_VERSION} with Go (first run only, takes a few minutes)...`);
  // The documented way first.
  const install = run('go', ['install', `github.com/FerretDB/FerretDB/cmd/ferretdb@${FERRETDB_VERSION}`], { env });
  if (install.ok && binaryWorks(FERRETDB_BIN)) return FERRETDB_BIN;
  // `go install pkg@version` fails through some module proxies (the deprecation check reads @v/list, answered 403),
  // and its binary panics at start because the module zip lacks build/version/version.txt. So build from the module
  // source instead: download it, add version.txt, and `go build` inside it.
  log('go install did not give a working binary; building from the module source instead');
  const dl = run('go', ['mod', 'download', '-json', `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`], { env });
  const dir = dl.ok ? JSON.parse(dl.out.slice(dl.out.indexOf('{'))).Dir : null;
  if (!dir) throw new Error(`Could not download FerretDB ${FERRETDB_VERSION}:\n${install.out}\n${dl.out}`);
  const src = path.join(TOOLS, 'src', 'ferretdb');
  rmSync(src, { recursive: true, force: true });
  cpSync(dir, src, { recursive: true });
  makeWritable(src);
  writeFileSync(path.join(src, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  const build = run('go', ['build', '-o', FERRETDB_BIN, './cmd/ferretdb'], { cwd: src, env });
  if (!build.ok || !binaryWorks(FERRETDB_BIN)) throw new Error(`Building FerretDB failed:\n${build.out}`);
  return FERRETDB_BIN;
}
exports.ensureFerretDB = ensureFerretDB;

function makeWritable(dir) {
  chmodSync(dir, 0o755);
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) makeWritable(p);
    else chmodSync(p, 0o644);
  }
}

/** A TCP port free on 127.0.0.1 right now. */
function freePort() {
  return freePorts(1).then(([port]) => port);
}
exports.freePort = freePort;

/**
 * `count` different free ports. Ports asked one by one can repeat: a port freed by one call is free again for the next
 * (the production topology's nginx once got the shell and a remote on one port, and answered the API with a 404). Here
 * every port stays held until all are known.
 */
async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const srv = net.createServer();
      srv.unref();
      servers.push(srv);
      await new Promise((resolve, reject) => {
        srv.once('error', reject);
        srv.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((srv) => srv.address().port);
  } finally {
    await Promise.all(servers.map((srv) => new Promise((resolve) => (srv.listening ? srv.close(() => resolve()) : resolve()))));
  }
}
exports.freePorts = freePorts;

/** Resolves once something accepts connections on 127.0.0.1:port; rejects if `child` exits first or on timeout. */
function waitForPort(port, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child && child.exitCode !== null) return reject(new Error(`FerretDB exited with code ${child.exitCode}`));
      const sock = net.connect(port, '127.0.0.1');
      sock.once('connect', () => {
        sock.end();
        resolve();
      });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() > deadline) reject(new Error(`FerretDB did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}
exports.waitForPort = waitForPort;

/** The FerretDB command-line flags (see the landmines guide for why each is there). */
function ferretDBArgs({ dataDir, port, logLevel = 'warn', postgresUrl }) {
  // postgresUrl: the PostgreSQL handler on that database (scripts/lib/postgres.cjs) instead of SQLite files.
  const backend = postgresUrl ? ['--handler=postgresql', `--postgresql-url=${postgresUrl}`] : ['--handler=sqlite', `--sqlite-url=file:${dataDir}/`];
  return [
    ...backend,
    `--listen-addr=127.0.0.1:${port}`,
    '--telemetry=disable',
    '--debug-addr=-',
    `--log-level=${logLevel}`,
    `--state-dir=${dataDir}`,
  ];
}
exports.ferretDBArgs = ferretDBArgs;

/**
 * The database folder holds every user's data and the live sessions: this user's only. The folder is made 0700 (with
 * any parent it creates) and the files already in it 0600 (an older checkout left them 0644); FerretDB then runs
 * under umask 077, so the files it creates are 0600 too.
 */
function makeDataFolderPrivate(dir) {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isFile()) chmodSync(file, 0o600);
  }
}
exports.makeDataFolderPrivate = makeDataFolderPrivate;

/**
 * Starts FerretDB on 127.0.0.1 with its SQLite files in dataDir (built first if missing), or on the PostgreSQL database
 * at postgresUrl (dataDir then only holds FerretDB's state file).
 * Returns { uri, port, pid, dataDir, child, stop() }. `uri` has no database name: append one.
 */
async function startFerretDB({ dataDir, port, quiet = true, logLevel = 'warn', postgresUrl } = {}) {
  const bin = ensureFerretDB();
  const listenPort = port ?? (await freePort());
  const dir = dataDir ?? path.join(ROOT, '.data', 'ferretdb');
  makeDataFolderPrivate(dir);
  // `umask 077` for FerretDB alone (Node cannot set a child's umask): sh execs it, so the pid is FerretDB's.
  const child = spawn('/bin/sh', ['-c', 'umask 077 && exec "$0" "$@"', bin, ...ferretDBArgs({ dataDir: dir, port: listenPort, logLevel, postgresUrl })], {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    detached: false,
  });
  await waitForPort(listenPort, 20000, child);
  return {
    port: listenPort,
    pid: child.pid,
    uri: `mongodb://127.0.0.1:${listenPort}`,
    dataDir: dir,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
exports.startFerretDB = startFerretDB;

if (require.main === module) {
  const [cmd, port, dir] = process.argv.slice(2);
  if (cmd === 'build') {
    console.log(ensureFerretDB());
  } else if (cmd === 'serve') {
    startFerretDB({ port: port ? Number(port) : undefined, dataDir: dir, quiet: false }).then(
      (db) => {
        console.log(`FerretDB listening at ${db.uri}`);
        const stop = () => db.stop().then(() => process.exit(0));
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      },
      (error) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  } else {
    console.error('usage: node scripts/lib/ferretdb.cjs build | serve [port] [dataDir]');
    process.exit(2);
  }
}
