// React.lazy with a preload, drawn in the same render once its code is here (issue 38). A plain `lazy(load)` suspends
// at its first render even when `load` already resolved (its promise answers only after a microtask), and React then
// holds the revealed content back for its fallback throttle (300 ms): a header menu whose dropdown and panel were both
// lazy answered an idle tap in ~800 ms with no work to do. Here the factory returns a thenable that answers at once
// when the module is already loaded, so React uses it without suspending.
// Not loaded yet, the load starts after the next paint (issue 50): the tap that draws it first shows its fallback (a
// page's plain dialog), and inserting a dialog's dozen scripts was 40-50 ms of that tap's task at a phone's 4x CPU.
import { lazy, type ComponentType } from 'react';
import { painted } from './after-paint';
import { loadOnce } from './load-once';

type Module<P> = { default: ComponentType<P> };

export type LazyWhenLoaded<P> = ComponentType<P> & {
  /** Starts loading the code (once; a failed load is tried again next time). */
  preload: () => Promise<Module<P>>;
};

export function lazyWhenLoaded<P extends object>(load: () => Promise<Module<P>>): LazyWhenLoaded<P> {
  let loaded: Module<P> | undefined;
  const preload = loadOnce(() => load().then((module) => (loaded = module)));
  const Component = lazy(
    () => (loaded ? { then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } : painted().then(preload)) as Promise<Module<P>>,
  );
  return Object.assign(Component, { preload });
}
