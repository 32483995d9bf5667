// Start-up work cut into tasks: on a phone every task over 50 ms delays input (and Lighthouse counts each task four
// times), so the shell's start and each remote page's load end their task between stages and go on in a new one.

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a new task, after the browser has had the chance to handle input and paint: scheduler.yield() where the
 * browser has it (the rest then runs ahead of other queued tasks), a message-channel task otherwise (not clamped to
 * 4 ms as a nested setTimeout is), setTimeout where neither exists (tests outside a browser).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        resolve();
        channel.port1.close?.();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
