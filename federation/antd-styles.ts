// antd's component styles come prebuilt in /antd.css (scripts/antd-static-css.cjs) instead of being built in the
// browser on every load, which was the largest part of a page's first render on a phone. antd's CSS-in-JS reads the
// file's list of styles once, at its first style, and skips building the ones listed, so antd must not draw before
// the file has loaded: AntdTheme waits for `antdStylesReady()`. A file that fails, or takes over 4 s, costs only that
// saving (antd then builds its styles itself, as before). The shell and every remote bundle their own copy of this
// module, so the one request and its promise live on `window`.
export const ANTD_CSS_URL = '/antd.css';
const WAIT_AT_MOST_MS = 4000;

/** A promise React's `use` reads synchronously once it is settled (`status`), so nothing suspends twice. */
export type TrackedPromise = Promise<void> & { status: 'pending' | 'fulfilled' };

const GLOBAL_KEY = '__renewlyAntdStyles';

function settled(): TrackedPromise {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
}

export function antdStylesReady(): TrackedPromise {
  // jsdom loads no stylesheets: unit tests draw with the styles built at runtime.
  if (typeof document === 'undefined' || process.env.NODE_ENV === 'test') return settled();
  const holder = window as unknown as Record<string, TrackedPromise | undefined>;
  const existing = holder[GLOBAL_KEY];
  if (existing) return existing;
  const promise = Object.assign(
    new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = ANTD_CSS_URL;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      setTimeout(resolve, WAIT_AT_MOST_MS);
      document.head.appendChild(link);
    }),
    { status: 'pending' as TrackedPromise['status'] },
  );
  void promise.then(() => {
    promise.status = 'fulfilled';
  });
  holder[GLOBAL_KEY] = promise;
  return promise;
}
