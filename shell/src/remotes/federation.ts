import { getInstance, init, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotePageName } from '@renewly/shared-contracts';
import { fetchOrTakeEarly } from '../early-requests';
import { isRemoteFallback, remoteFallbackPlugin } from './fallback-plugin';
import { absoluteUrl, fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';

let registration: Promise<RemotesManifest> | null = null;

function federation() {
  // The shell's bundler runtime has already created the host instance; `init` returns it (or creates one in tests).
  return getInstance() ?? init({ name: 'shell', remotes: [] });
}

/** Reads /remotes.json once and registers every remote with the federation runtime (no URL is compiled in). */
export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  if (!registration) {
    registration = (async () => {
      federation();
      registerPlugins([remoteFallbackPlugin()]);
      const manifest = await fetchRemotesManifest(fetchOrTakeEarly);
      registerRemotes(Object.entries(manifest).map(([name, url]) => ({ name, entry: absoluteUrl(url) })));
      return manifest;
    })();
    // A failed read of remotes.json is retried on the next attempt.
    registration.catch(() => {
      registration = null;
    });
  }
  return registration;
}

/** Loads `<remote>/<Page>`; on a retry the remote is registered again, which clears the runtime's caches. */
export async function loadRemoteModule<T, R extends RemoteName = RemoteName>(
  remote: R,
  page: RemotePageName<R>,
  { retry = false } = {},
): Promise<T> {
  const key = `${remote}/${page}`;
  const loading = retry ? undefined : pagesLoading.get(key);
  if (loading) return loading as Promise<T>;
  const load = (async () => {
    const manifest = await ensureRemotesRegistered();
    const url = manifest[remote];
    if (!url) throw new Error(`No remote named '${remote}' in /remotes.json`);
    if (retry) registerRemotes([{ name: remote, entry: absoluteUrl(url) }], { force: true });
    return (await loadRemote<T>(key)) as T;
  })();
  pagesLoading.set(key, load);
  // A failure (thrown, or the fallback plugin's stand-in) is tried afresh by the next load.
  load.then((module) => isRemoteFallback(module) && pagesLoading.delete(key)).catch(() => pagesLoading.delete(key));
  return load;
}

// One load per page at a time: the route's page may be started early (route-preload.ts) and taken by its route.
const pagesLoading = new Map<string, Promise<unknown>>();
