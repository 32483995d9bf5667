type OnlineEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `use` with what `load` gives (a lazy chunk). A load that fails, most likely because the phone went offline
 * before the chunk was fetched, is not thrown: it is tried again when the browser is back online. Returns a cancel.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, use: (loaded: T) => void, win: OnlineEvents = window): () => void {
  let cancelled = false;
  const attempt = () => {
    load().then(
      (loaded) => {
        if (!cancelled) use(loaded);
      },
      () => {
        if (!cancelled) win.addEventListener('online', attempt, { once: true });
      },
    );
  };
  attempt();
  return () => {
    cancelled = true;
    win.removeEventListener('online', attempt);
  };
}
