// The jobs process: runs agenda only (no HTTP). Use it with RUN_JOBS=false on the API replicas.
import { onShutdownSignal, startRuntime } from './runtime';

startRuntime({ runJobs: true })
  .then((runtime) => {
    runtime.deps.logger.info('worker started');
    onShutdownSignal(runtime);
  })
  .catch((err: unknown) => {
    process.stderr.write(`Worker failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
