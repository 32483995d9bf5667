// The built app at one address for a benchmark: a throwaway FerretDB and the production API (which serves the shell
// and every remote), on loopback. Used by bench:weight and bench:lighthouse.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startFerretDB } from '../../scripts/lib/ferretdb.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REMOTES = ['mfe-policies', 'mfe-reminders', 'mfe-quotes', 'mfe-market', 'mfe-account'];

/** `env` adds to or overrides the API's environment (for example NODE_ENV). */
export async function startStack(env = {}) {
  const entry = process.env.BENCH_API_ENTRY ?? path.join(ROOT, 'api/dist/server.js');
  // Another build's web apps (a folder with shell/ and mfe-*/ each holding dist and dist-server), to compare builds.
  const webRoot = process.env.BENCH_WEB_ROOT ?? ROOT;
  const needed = [
    entry,
    path.join(ROOT, 'shared-contracts/dist/index.js'),
    path.join(webRoot, 'shell/dist/index.html'),
    ...REMOTES.map((remote) => path.join(webRoot, remote, 'dist/mf-manifest.json')),
  ];
  const missing = needed.filter((file) => !existsSync(file)).map((file) => path.relative(ROOT, file));
  if (missing.length > 0) {
    throw new Error(
      `it measures the production build, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.` +
        ' Run `npm run build` (node scripts/build.mjs) first.',
    );
  }
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'renewly-bench-weight-'));
  const db = await startFerretDB({ dataDir: tempDir, port: await freePort(), logLevel: 'error' });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [entry], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ORIGIN: baseURL,
      WEB_ROOT: webRoot,
      MONGODB_URI: `${db.uri}/renewly-bench`,
      LOG_LEVEL: 'error',
      RUN_JOBS: 'false',
      ...env,
    },
  });
  const stop = async () => {
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
    }
    await db.stop();
    rmSync(tempDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the API exited with code ${api.exitCode}`);
    const status = await fetch(`${baseURL}/api/auth/user`).then((r) => r.status, () => 0);
    if (status === 401) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the API did not become ready within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, stop };
}

/** The same with production settings (caching and compression as shipped); nothing here sends mail. */
export function startProductionStack() {
  return startStack({ NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), SMTP_HOST: '127.0.0.1' });
}
