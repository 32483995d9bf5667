// Built into every app's federation runtime (rspack.base.js, `runtimePlugins`), so it is there before the first shared
// module is asked for.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from './yield-to-main';

/**
 * Runtime plugin: the federation's start-up work goes on in a new task at each stage instead of one chain of
 * microtasks (one long task): each shared module's negotiation (version checks, then asking for its chunks) in a task
 * of its own; a remote page's load after its entry has run and its container has taken the shared modules, before the
 * page's chunks are asked for; and once they have arrived, before the page's modules are evaluated.
 */
export default function yieldBetweenStagesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'renewly-yield-between-stages',
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
    async beforeGetExpose() {
      await yieldToMain();
    },
    async beforeExecuteFactory() {
      await yieldToMain();
    },
  };
}
