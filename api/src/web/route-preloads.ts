// What a route's first screen will load after the shell has started, named up front so the browser fetches it
// alongside the shell's own script instead of after it: the route's remote entry, its exposed page's own chunk and
// CSS (from the remote's mf-manifest.json). Not the page's shared vendor chunks nor antd's styles: on a slow phone
// network those would compete with the shell's script and the first paint for bandwidth (Lighthouse measured the
// first paint 0.5-1 s later with them); the federation runtime asks for them once the entry has run.
// A manifest on this server is read from the remote's build folder; one elsewhere (another origin) is fetched in the
// background and used from the next request on, so drawing a page never waits on another server. Both are kept with a
// digest of their text: a remote's origin serving the very build this server holds can have its page drawn here.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteRoute } from '@renewly/shared-contracts';
import type { RemotesManifest } from './remotes-manifest';

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

const REMOTE_MANIFEST_TTL_MS = 60_000;
const FAILED_FETCH_RETRY_MS = 5_000;

interface Kept {
  manifest: FederationManifest | null;
  /** sha256 of the manifest's text, as served: the build it describes (its files are named by their contents). */
  digest: string | null;
}

const localManifests = new Map<string, Kept & { mtime: number }>();
const fetchedManifests = new Map<string, Kept & { at: number }>();
const NOTHING: Kept = { manifest: null, digest: null };

const digestOf = (text: string) => createHash('sha256').update(text).digest('hex');

function readLocal(file: string): Kept {
  try {
    const mtime = statSync(file).mtimeMs;
    const kept = localManifests.get(file);
    if (kept && kept.mtime === mtime) return kept;
    const text = readFileSync(file, 'utf8');
    const read = { mtime, manifest: JSON.parse(text) as FederationManifest, digest: digestOf(text) };
    localManifests.set(file, read);
    return read;
  } catch {
    return NOTHING;
  }
}

function readRemote(url: string, now = Date.now()): Kept {
  const kept = fetchedManifests.get(url);
  if (!kept || now - kept.at > REMOTE_MANIFEST_TTL_MS) {
    // Marked at once, so one request fetches it however many pages are drawn meanwhile.
    fetchedManifests.set(url, { ...(kept ?? NOTHING), at: now });
    fetch(url, { signal: AbortSignal.timeout(3000) })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        const text = await res.text();
        fetchedManifests.set(url, { at: Date.now(), manifest: JSON.parse(text) as FederationManifest, digest: digestOf(text) });
      })
      // Not there yet (the remote's server starting after this one) or failing: asked again in a few seconds, not a minute.
      .catch(() => fetchedManifests.set(url, { ...NOTHING, at: Date.now() - REMOTE_MANIFEST_TTL_MS + FAILED_FETCH_RETRY_MS }));
  }
  return kept ?? NOTHING;
}

const localManifestFile = (webRoot: string, remote: string) => path.resolve(webRoot, `mfe-${remote}`, 'dist', 'mf-manifest.json');

/**
 * The remote's federation manifest, read where it lives: this server's build folder, or its own origin (at `fetchUrl`
 * when this server reaches it at another address than the browser's).
 */
function federationManifest(webRoot: string, remote: string, url: string, fetchUrl?: string): FederationManifest | null {
  const local = `/remotes/${remote}/mf-manifest.json`;
  if (url === local && (REMOTE_NAMES as readonly string[]).includes(remote)) {
    return readLocal(localManifestFile(webRoot, remote)).manifest;
  }
  return /^https?:\/\//i.test(url) ? readRemote(fetchUrl ?? url).manifest : null;
}

/**
 * The remote's own origin serves the build this server holds (its mf-manifest.json the same, byte for byte, as this
 * server's copy in mfe-<remote>/dist): the page can then be drawn here with this server's build of it, and the browser
 * takes the markup over as it is. False until the origin's manifest has been fetched (in the background), and after a
 * deploy of the remote alone until this server carries the same build.
 */
export function servedBuildIsOurs(webRoot: string, remote: string, url: string, fetchUrl?: string): boolean {
  if (!(REMOTE_NAMES as readonly string[]).includes(remote) || !/^https?:\/\//i.test(url)) return false;
  const ours = readLocal(localManifestFile(webRoot, remote)).digest;
  return ours !== null && readRemote(fetchUrl ?? url).digest === ours;
}

/**
 * Asks again, in the background, for each remote's manifest on its own origin when it is due (every minute, or a few
 * seconds after a failure), so no visitor's page waits for that to be known. A remote served here needs nothing.
 */
export function refreshRemoteManifests(remotes: RemotesManifest, fetchUrls: RemotesManifest = {}): void {
  for (const [remote, url] of Object.entries(remotes)) {
    if ((REMOTE_NAMES as readonly string[]).includes(remote) && /^https?:\/\//i.test(url)) readRemote(fetchUrls[remote] ?? url);
  }
}

function isSafeAsset(file: unknown): file is string {
  return typeof file === 'string' && /^[\w./-]+$/.test(file) && !file.includes('..');
}

/** `fetchUrls`: where this server fetches a remote's manifest when not at the browser's URL (remote name -> URL). */
export function routePreloads(webRoot: string, remotes: RemotesManifest, route: RemoteRoute, fetchUrls: RemotesManifest = {}): Preload[] {
  const preloads: Preload[] = [];
  const manifestUrl = remotes[route.remote];
  const manifest = manifestUrl ? federationManifest(webRoot, route.remote, manifestUrl, fetchUrls[route.remote]) : null;
  if (manifestUrl && manifest) {
    // The federation runtime fetches the remote's manifest before it runs the entry, and only once the shell's own
    // scripts have run: asked for here, it is in the browser's cache by then (a round trip off the page's start on a
    // phone). Its fetch is `fetch(url, {})`: CORS mode, no cookies to another origin, as `crossorigin` asks.
    preloads.push({ href: manifestUrl, as: 'fetch' });
    // Chunks sit beside the manifest ('publicPath: auto').
    const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const entry = manifest.metaData?.remoteEntry;
    const entryFile = [entry?.path, entry?.name].filter(Boolean).join('/');
    if (isSafeAsset(entryFile)) preloads.push({ href: base + entryFile, as: 'script' });
    const exposed = manifest.exposes?.find((e) => e.name === route.page);
    for (const file of exposed?.assets?.css?.sync ?? []) if (isSafeAsset(file)) preloads.push({ href: base + file, as: 'style' });
    const own = (exposed?.assets?.js?.sync ?? []).filter((file) => /(^|\/)__federation_expose_/.test(file));
    for (const file of own) if (isSafeAsset(file)) preloads.push({ href: base + file, as: 'script' });
  }
  return preloads;
}
