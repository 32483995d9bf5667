import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import yieldBetweenStagesPlugin from './yield-plugin';

type Hook = (args: unknown) => Promise<unknown>;

/** Runs a hook and notes whether microtasks queued after it ran before it resolved (it went on in a new task). */
async function resolvesInNewTask(hook: Hook, args: unknown): Promise<{ result: unknown; order: string[] }> {
  const order: string[] = [];
  const done = hook(args).then((result) => (order.push('hook'), result));
  let step = 0;
  const next = (): void => {
    if (++step < 100) queueMicrotask(next);
    else order.push('microtasks');
  };
  queueMicrotask(next);
  return { result: await done, order };
}

test("every stage of the federation's start goes on in a new task; a share's negotiation keeps its arguments", async () => {
  const plugin = yieldBetweenStagesPlugin() as ModuleFederationRuntimePlugin & Record<string, Hook>;
  const shareArgs = { pkgName: 'react', shareInfo: {} };
  const share = await resolvesInNewTask(plugin.beforeLoadShare!, shareArgs);
  expect(share.order).toEqual(['microtasks', 'hook']);
  expect(share.result).toBe(shareArgs);
  for (const stage of ['beforeGetExpose', 'beforeExecuteFactory']) {
    expect((await resolvesInNewTask(plugin[stage]!, {})).order).toEqual(['microtasks', 'hook']);
  }
});
