// A document read on a `worker_threads` thread of its own with a heap and a time limit (pdf-text.ts, photo-text.ts):
// a malformed or hostile file cannot stall the worker or take its memory; past a limit the thread is stopped.
import { Worker } from 'node:worker_threads';

export interface ThreadLimits {
  timeoutMs: number;
  /** V8's old generation on the thread; past it the thread dies and the read fails. */
  maxHeapMb: number;
}

export type TextResult = { ok: true; text: string } | { ok: false; reason: 'timeout' | 'memory' | 'unreadable' };

/** What the thread answered, as a result ('unreadable' when it answered with an error or nothing fit to read). */
export type ReadAnswer<M> = (message: M) => TextResult;

/**
 * Runs `source` (plain CommonJS, `eval: true`, so the same code runs under jest and from api/dist) with `bytes` moved to
 * it as `workerData.bytes`; never throws, never outlives `limits.timeoutMs`.
 */
export function readOnLimitedThread<M>(source: string, bytes: Uint8Array, data: Record<string, unknown>, limits: ThreadLimits & { youngMb: number }, answer: ReadAnswer<M>): Promise<TextResult> {
  return new Promise((resolve) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(source, {
      eval: true,
      workerData: { ...data, bytes: copy },
      transferList: [copy.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: limits.youngMb, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (result: TextResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), limits.timeoutMs);
    worker.on('message', (m: M) => finish(answer(m)));
    worker.on('error', (err: NodeJS.ErrnoException) => finish({ ok: false, reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'unreadable' }));
    worker.on('exit', () => finish({ ok: false, reason: 'unreadable' }));
  });
}
