// Starts the BUILT API (`node api/dist/server.js`) serving the shell and the remotes at one address (WEB_ROOT).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface ApiServer {
  baseURL: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export function assertBuilt(): void {
  const needed = [process.env.E2E_API_ENTRY ? '' : 'api/dist/server.js', 'shell/dist/index.html', 'mfe-policies/dist/mf-manifest.json'];
  const missing = needed.filter((file) => file && !existsSync(path.join(REPO_ROOT, file)));
  if (missing.length > 0) {
    throw new Error(`The e2e tests run against the built app; missing ${missing.join(', ')}. Run \`npm run build\` first.`);
  }
}

export async function startApiServer(opts: { port: number; env: Record<string, string> }): Promise<ApiServer> {
  const baseURL = `http://127.0.0.1:${opts.port}`;
  // E2E_API_ENTRY: another server script to run instead (debugging only).
  const entry = process.env.E2E_API_ENTRY ?? path.join(REPO_ROOT, 'api/dist/server.js');
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      // localhost too: passkeys need a host name (browsers refuse WebAuthn on an IP address; e2e/passkeys.spec.ts).
      APP_ORIGIN: `${baseURL},http://localhost:${opts.port}`,
      WEB_ROOT: REPO_ROOT,
      LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'error',
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it was ready`);
    try {
      // 401 (signed out) proves the API and its database answer; remotes.json proves the static site is mounted.
      const [user, remotes] = await Promise.all([fetch(`${baseURL}/api/auth/user`), fetch(`${baseURL}/remotes.json`)]);
      if (user.status === 401 && remotes.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API did not become ready at ${baseURL} within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, process: child, stop };
}
