import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module the runtime hands back instead of a remote module that could not be loaded. */
export const REMOTE_FALLBACK = Symbol.for('renewly.remote-fallback');

export interface RemoteFallbackModule {
  [REMOTE_FALLBACK]: true;
  id: string;
  error: unknown;
  default: () => null;
}

export function isRemoteFallback(value: unknown): value is RemoteFallbackModule {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK in value;
}

/**
 * Runtime plugin: when a remote module cannot be loaded (manifest 404, remote entry down, expose missing) the
 * runtime's `errorLoadRemote` hook answers a fallback module instead of throwing, so only that route shows the
 * fallback. The manifest stage ('afterResolve') is left to fail, so the final 'onLoad' stage sees the error.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'renewly-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] remote module ${args.id} could not be loaded`, args.error);
      const fallback: RemoteFallbackModule = {
        [REMOTE_FALLBACK]: true,
        id: args.id,
        error: args.error,
        default: () => null,
      };
      return fallback;
    },
  };
}
