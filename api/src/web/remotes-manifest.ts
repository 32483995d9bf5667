// The remotes manifest the shell reads at start (/remotes.json): remote name -> its mf-manifest.json URL.
// From, in order: an explicit object, REMOTES_MANIFEST_JSON, REMOTES_MANIFEST_FILE, or each remote's build on this
// server. A file is read again whenever it changes, so one team ships its remote by editing its entry: no rebuild and
// no restart (docs/front-end-kit.md). The remotes' origins join the Content Security Policy.
import { readFileSync, statSync } from 'node:fs';
import { REMOTE_NAMES } from '@renewly/shared-contracts';

export type RemotesManifest = Record<string, string>;

export interface RemotesManifestSource {
  /** The manifest now (a changed file is read again; a file that has become invalid keeps the last good one). */
  current(): RemotesManifest;
  /** Origins other than this server's that the manifest points at, for script-src and connect-src. */
  remoteOrigins(): string[];
  /**
   * Where this server fetches a remote's mf-manifest.json itself when it cannot at the browser's address
   * (REMOTES_MANIFEST_FETCH_JSON: in docker-compose, the remote's service on the internal network), by remote name.
   */
  fetchUrls?(): RemotesManifest;
}

export function defaultRemotesManifest(): RemotesManifest {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

function parseManifest(text: string, source: string): RemotesManifest {
  const value: unknown = JSON.parse(text);
  const valid =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((url) => typeof url === 'string');
  if (!valid) throw new Error(`${source} must be a JSON object of remote name -> mf-manifest.json URL`);
  return value as RemotesManifest;
}

function originsOf(manifest: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

function fixedSource(manifest: RemotesManifest): RemotesManifestSource {
  const origins = originsOf(manifest);
  return { current: () => manifest, remoteOrigins: () => origins };
}

/** A file-backed manifest: read at start (an unreadable file fails the start), then again when its mtime changes. */
function fileSource(file: string): RemotesManifestSource {
  let manifest = parseManifest(readFileSync(file, 'utf8'), file);
  let origins = originsOf(manifest);
  let mtime = statSync(file).mtimeMs;
  const refresh = () => {
    try {
      const now = statSync(file).mtimeMs;
      if (now === mtime) return;
      manifest = parseManifest(readFileSync(file, 'utf8'), file);
      origins = originsOf(manifest);
      mtime = now;
    } catch {
      // Half-written or removed while a deploy edits it: keep serving the last good manifest.
    }
  };
  return {
    current: () => (refresh(), manifest),
    remoteOrigins: () => (refresh(), origins),
  };
}

function browserSource(explicit: RemotesManifest | undefined, env: NodeJS.ProcessEnv): RemotesManifestSource {
  if (explicit) return fixedSource(explicit);
  if (env.REMOTES_MANIFEST_JSON) return fixedSource(parseManifest(env.REMOTES_MANIFEST_JSON, 'REMOTES_MANIFEST_JSON'));
  if (env.REMOTES_MANIFEST_FILE) return fileSource(env.REMOTES_MANIFEST_FILE);
  return fixedSource(defaultRemotesManifest());
}

export function remotesManifestSource(explicit?: RemotesManifest, env: NodeJS.ProcessEnv = process.env): RemotesManifestSource {
  const fetchUrls = env.REMOTES_MANIFEST_FETCH_JSON ? parseManifest(env.REMOTES_MANIFEST_FETCH_JSON, 'REMOTES_MANIFEST_FETCH_JSON') : {};
  return { ...browserSource(explicit, env), fetchUrls: () => fetchUrls };
}
