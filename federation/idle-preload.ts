// Issue 38: a tap on an idle page should run no network and no module evaluation. Once the page has been drawn
// (the hook runs after React's commit, hydration included), the window has loaded and the main thread is idle, the
// code a first tap needs (a page's dialogs, the header's panels) is fetched and evaluated, one chunk per idle period so
// the evaluations do not pile up into one long task. Not on a 'save-data' or 2G connection: there the user's data and
// the link matter more, and the tap still loads what it needs. Not once the user has tapped (the first tap measured
// 0.4 s slower when the preloads shared the link with what it loads). A failed load is quiet and stops the round (likely
// offline); the tap loads it again (lazyDialog and loadOnce forget a failure).
import { useEffect } from 'react';

export type Preload = () => Promise<unknown>;

export type IdleEnvironment = {
  /** Calls `run` when the main thread is idle (at the latest after `timeoutMs`); returns a cancel. */
  whenIdle: (run: () => void, timeoutMs: number) => () => void;
  /** True when the user asked to save data or the link is 2G. */
  savesData: () => boolean;
  /** True once the user has tapped, clicked or typed on the page (a tap made before the page's code ran counts). */
  userHasInteracted: () => boolean;
};

/** How long an idle callback may wait for an idle period; also the fallback's delay where there is no requestIdleCallback. */
export const IDLE_TIMEOUT_MS = 2000;

type Connection = { saveData?: boolean; effectiveType?: string };

export const browserIdleEnvironment: IdleEnvironment = {
  whenIdle(run, timeoutMs) {
    let cancelIdle = () => undefined as void;
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(run, { timeout: timeoutMs });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(run, timeoutMs);
        cancelIdle = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') {
      afterLoad();
      return () => cancelIdle();
    }
    window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      cancelIdle();
    };
  },
  userHasInteracted() {
    return (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive === true;
  },
  savesData() {
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
  },
};

/** Loads started (or done) by any page of this app: each is preloaded at most once; a failed one is forgotten. */
const started = new Set<Preload>();

/**
 * A performance mark at the first idle preload of the page: what is fetched from then on is not the page's first
 * load (bench:weight counts the first load up to it and lists the preloads apart).
 */
export const IDLE_PRELOAD_MARK = 'renewly:idle-preload';
let marked = false;
function markFirstPreload() {
  if (marked) return;
  marked = true;
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(IDLE_PRELOAD_MARK);
}

/** Preloads `loads` in order, each in its own idle period; returns a cancel for those not started yet. */
export function preloadWhenIdle(loads: readonly Preload[], env: IdleEnvironment = browserIdleEnvironment): () => void {
  if (env.savesData()) return () => undefined;
  let cancelled = false;
  let cancelIdle = () => undefined as void;
  const loadFrom = (index: number) => {
    if (cancelled || index >= loads.length) return;
    const load = loads[index]!;
    if (started.has(load)) return loadFrom(index + 1);
    cancelIdle = env.whenIdle(() => {
      // Once the user has tapped, what they tapped loads first and alone (a preload would share the slow link and the
      // main thread with it); the page's dialogs then load at that first interaction (lazy-dialog.tsx).
      if (cancelled || env.userHasInteracted()) return;
      if (started.has(load)) return loadFrom(index + 1);
      started.add(load);
      markFirstPreload();
      attempt(load).then(
        () => loadFrom(index + 1),
        () => started.delete(load),
      );
    }, IDLE_TIMEOUT_MS);
  };
  loadFrom(0);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/** `load()`, with a synchronous throw as a rejection (quiet like any other failure). */
function attempt(load: Preload): Promise<unknown> {
  try {
    return load();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** For tests: forgets which loads were started (and the mark). */
export function forgetIdlePreloads() {
  started.clear();
  marked = false;
}

/**
 * Preloads the page's first actions' code once the page is drawn and idle: lazy dialogs (components carrying a
 * `preload`: their `preload` is used, the component itself is a function too) or plain loaders.
 */
export function usePreloadWhenIdle(...items: Array<Preload | { preload: Preload }>) {
  // The items are module-level constants: the list never changes for one page.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => preloadWhenIdle(items.map((item) => ('preload' in item ? item.preload : item))), []);
}
