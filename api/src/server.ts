// The API process: connect, create indexes, start jobs when RUN_JOBS, listen; graceful shutdown on SIGTERM/SIGINT.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { onShutdownSignal, startRuntime } from './runtime';

async function main(): Promise<void> {
  const runtime = await startRuntime();
  const { config, logger } = runtime.deps;
  const app = createApp({ ...runtime.deps, warmPageDrawing: true });
  const { replicaName } = config;
  const server = createServer((req, res) => {
    if (replicaName) res.setHeader('X-Renewly-Replica', replicaName);
    app(req, res);
  });
  server.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  logger.info({ url: `http://${config.host}:${port}`, webRoot: config.webRoot ?? null }, 'API listening');
  onShutdownSignal(runtime, async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`API failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
