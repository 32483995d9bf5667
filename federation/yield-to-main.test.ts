import { yieldToMain } from './yield-to-main';

/** A chain of microtasks, each queuing the next: all of them run before the current task ends. */
function microtaskChain(length: number, seen: string[]): void {
  let step = 0;
  const next = (): void => {
    step += 1;
    if (step < length) queueMicrotask(next);
    else seen.push('microtasks done');
  };
  queueMicrotask(next);
}

test('resolves in a new task: every microtask queued before or after it has run by then', async () => {
  const seen: string[] = [];
  const yielded = yieldToMain().then(() => seen.push('yielded'));
  microtaskChain(200, seen);
  await yielded;
  expect(seen).toEqual(['microtasks done', 'yielded']);
});

test('uses scheduler.yield() where the browser has it', async () => {
  const calls: string[] = [];
  const g = globalThis as { scheduler?: unknown };
  const before = g.scheduler;
  g.scheduler = { yield: () => (calls.push('scheduler.yield'), Promise.resolve()) };
  try {
    await yieldToMain();
  } finally {
    g.scheduler = before;
  }
  expect(calls).toEqual(['scheduler.yield']);
});
