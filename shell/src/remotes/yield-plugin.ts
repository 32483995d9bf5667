import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../../../federation/yield-to-main';

/**
 * Runtime plugin: a remote page's load goes on in a new task at each of its stages instead of one chain of
 * microtasks (one long task): after the remote's entry has run and its container has taken the shared modules,
 * before the page's chunks are asked for; and after they have arrived, before the page's modules are evaluated.
 */
export function yieldBetweenStagesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'renewly-yield-between-stages',
    async beforeGetExpose() {
      await yieldToMain();
    },
    async beforeExecuteFactory() {
      await yieldToMain();
    },
  };
}
