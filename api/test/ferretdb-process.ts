// A FerretDB of its own for tests that stop and restart the database (same flags as scripts/lib/ferretdb.mjs,
// which jest cannot import: it is ESM with top-level await). Needs the binary that globalSetup made sure of.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const FERRETDB_BIN = path.resolve(__dirname, '../../.tools/bin/ferretdb');

export const ferretDBAvailable = () => existsSync(FERRETDB_BIN);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function waitForPort(port: number, child: ChildProcess, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`FerretDB exited with code ${child.exitCode}`));
      const sock = net.connect(port, '127.0.0.1');
      sock.once('connect', () => {
        sock.end();
        resolve();
      });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() > deadline) reject(new Error(`FerretDB did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

export interface FerretDBProcess {
  uri: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startFerretDBProcess({ dataDir, port }: { dataDir: string; port: number }): Promise<FerretDBProcess> {
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(
    FERRETDB_BIN,
    [
      '--handler=sqlite',
      `--sqlite-url=file:${dataDir}/`,
      `--listen-addr=127.0.0.1:${port}`,
      '--telemetry=disable',
      '--debug-addr=-',
      '--log-level=error',
      `--state-dir=${dataDir}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(port, child);
  return {
    uri: `mongodb://127.0.0.1:${port}`,
    port,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
