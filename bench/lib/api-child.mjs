// The real API in a child process of a benchmark, so the process that measures never shares its event loop: the
// benchmark re-runs its own file with `serve-api <port> <mongodbUri>` (startChild), and that child calls serveApi
// (or, to change the app's settings, loadApi and listen).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The URL of a module of the API's build (api/dist), for import(). */
export const dist = (p) => pathToFileURL(path.join(ROOT, 'api/dist', p)).href;

/**
 * The API's parts from the build, with production settings and silent logs (`env` adds or overrides settings),
 * connected to the database with its indexes: `createApp(deps)` makes the app.
 */
export async function loadApi(port, mongodbUri, env = {}) {
  const { loadConfig } = await import(dist('core/config/env.js'));
  const { connectDatabase, ensureIndexes } = await import(dist('core/db/connect.js'));
  const { createLogger } = await import(dist('core/logger.js'));
  const { createOutboxMailer } = await import(dist('channels/email/outbox-mailer.js'));
  const { createApp } = await import(dist('app.js'));
  const config = loadConfig({
    NODE_ENV: 'production',
    MONGODB_URI: mongodbUri,
    MONGODB_SERVER_SELECTION_TIMEOUT_MS: '5000',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    SMTP_HOST: '127.0.0.1', // required in production; no benchmark sends mail
    LOG_LEVEL: 'silent',
    RUN_JOBS: 'false',
    PORT: String(port),
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const connection = await connectDatabase(config);
  await ensureIndexes(connection);
  const deps = { config, connection, logger, mailer: createOutboxMailer({ from: config.mailFrom, logger }) };
  return { createApp, deps };
}

/** Listens on loopback and tells the parent 'ready'. */
export function listen(app, port) {
  http.createServer(app).listen(port, '127.0.0.1', () => process.send?.('ready'));
}

/** The API as it runs in production (createApp from the build); tells the parent 'ready' once listening. */
export async function serveApi(port, mongodbUri) {
  const { createApp, deps } = await loadApi(port, mongodbUri);
  listen(createApp(deps), port);
}

/** Runs `script args...` as a child that says 'ready' over IPC. BENCH_NODE_ARGS ('--cpu-prof ...') profiles it. */
export function startChild(script, args) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise((resolve, reject) => {
    child.once('message', (m) => (m === 'ready' ? resolve() : reject(new Error(String(m)))));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with code ${code}`)));
  });
  /** Sends a message and resolves with the child's answer. */
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  const stop = () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));
  return { child, ready, ask, stop };
}

/** The JSON body of an answer that must be OK (null for an empty body). */
export async function readJson(res) {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}
