// The production topology on loopback, without containers: nginx (the Docker image's site files) serving the shell
// and each remote from its own server block and proxying /api to two API replicas (jobs off), one worker (jobs on).
// Used by `npm run prod:local` and by e2e/production-topology.spec.ts. The database is the caller's (mongoUri).
const { spawn } = require('node:child_process');
const { createWriteStream, mkdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { startNginx, waitForPortState } = require('./nginx.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTES = { policies: 'mfe-policies', reminders: 'mfe-reminders', quotes: 'mfe-quotes', market: 'mfe-market', account: 'mfe-account' };
exports.REMOTES = REMOTES;

/** KEY=VALUE lines of docker/production.env (what docker-compose.yml gives the API and the worker). */
function productionEnv() {
  const env = {};
  for (const line of readFileSync(path.join(ROOT, 'docker', 'production.env'), 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) env[m[1]] = m[2].trim();
  }
  return env;
}
exports.productionEnv = productionEnv;

/** A node process whose output goes to `logFile` (and the terminal when echo); `text()` reads what it printed. */
function startNode(name, entry, env, { logDir, echo }) {
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  let text = '';
  const child = spawn(process.execPath, [path.join(ROOT, entry)], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      text += chunk;
      log.write(chunk);
      if (echo) process.stdout.write(`[${name}] ${chunk}`);
    });
  }
  return {
    name,
    child,
    logFile,
    text: () => text,
    running: () => child.exitCode === null && child.signalCode === null,
    /** SIGTERM: a graceful stop (SIGKILL after 10 s); 'SIGKILL': the process dies on the spot. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), 10000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}

async function waitFor(what, check, child, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!child.running()) throw new Error(`${child.name} exited before ${what}:\n${child.text().slice(-2000)}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${child.name}: no ${what} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts everything but the database. Options: mongoUri (with the database name), runDir (logs, nginx files),
 * shellPort and remotePorts ({ policies: port, ... }), apiPorts ([port, port]), env (extra for the API and the worker:
 * SESSION_SECRET, SMTP_*, ...), nameReplicas (REPLICA_NAME, so answers say which replica served them), echo.
 * Returns { url, replicas, worker, nginx, stopRemote(name), startRemote(name), stop() }.
 */
async function startTopology({ mongoUri, runDir, shellPort, remotePorts, apiPorts, env = {}, nameReplicas = false, echo = false }) {
  const logDir = path.join(runDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const url = `http://127.0.0.1:${shellPort}`;
  const started = [];
  const stop = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => undefined);
  };
  try {
    const common = {
      ...process.env,
      ...productionEnv(),
      MONGODB_URI: mongoUri,
      APP_ORIGIN: `${url},http://localhost:${shellPort}`,
      HOST: '127.0.0.1',
      ...env,
    };
    const remoteUrls = Object.fromEntries(Object.keys(REMOTES).map((n) => [n, `http://127.0.0.1:${remotePorts[n]}/mf-manifest.json`]));
    // The replicas draw the pages nginx passes them (the shell's build, the same remotes as nginx's remotes.json).
    const drawing = { WEB_ROOT: ROOT, REMOTES_MANIFEST_JSON: JSON.stringify(remoteUrls) };
    const replicaEnv = (i) => ({ ...common, ...drawing, PORT: String(apiPorts[i]), RUN_JOBS: 'false', ...(nameReplicas ? { REPLICA_NAME: `api-${i + 1}` } : {}) });
    const answersOn = (i) => async () => (await fetch(`http://127.0.0.1:${apiPorts[i]}/api/auth/user`)).status === 401;
    const replicas = apiPorts.map((_port, i) => startNode(`api-${i + 1}`, 'api/dist/server.js', replicaEnv(i), { logDir, echo }));
    const worker = startNode('worker', 'api/dist/worker.js', { ...common, PORT: '0' }, { logDir, echo });
    started.push(worker, ...replicas);
    await Promise.all([
      ...replicas.map((r, i) => waitFor('an answer on /api/auth/user', answersOn(i), r)),
      waitFor('"worker started" in its log', async () => worker.text().includes('worker started'), worker),
    ]);

    const apps = [
      { name: 'shell', role: 'shell', port: shellPort, root: path.join(ROOT, 'shell', 'dist') },
      ...Object.entries(REMOTES).map(([n, dir]) => ({ name: n, role: 'remote', port: remotePorts[n], root: path.join(ROOT, dir, 'dist') })),
    ];
    const nginx = await startNginx({
      runDir: path.join(runDir, 'nginx'),
      apps,
      apiServers: apiPorts.map((p) => `127.0.0.1:${p}`),
      remoteUrls,
      publicOrigin: url,
    });
    started.push(nginx);
    /** Stops replica `index` and starts it again on its port with `env` on top (e.g. another MONGODB_URI). */
    const restartReplica = async (index, env = {}) => {
      await replicas[index].stop();
      const fresh = startNode(`api-${index + 1}`, 'api/dist/server.js', { ...replicaEnv(index), ...env }, { logDir, echo });
      replicas[index] = fresh;
      started.push(fresh);
      await waitFor('an answer on /api/auth/user', answersOn(index), fresh);
      return fresh;
    };
    return {
      url,
      apiPorts,
      replicas,
      worker,
      nginx,
      restartReplica,
      stopRemote: (name) => nginx.stopSite(name),
      startRemote: (name) => nginx.startSite(name),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
exports.startTopology = startTopology;
exports.waitForPortState = waitForPortState;
