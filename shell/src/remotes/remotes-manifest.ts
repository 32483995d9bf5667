// The shell learns where each remote lives at start, from /remotes.json (remote name -> mf-manifest.json URL),
// so a remote can move or be redeployed without rebuilding the shell.
export type RemotesManifest = Record<string, string>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of remote name -> manifest URL');
  }
  const manifest: RemotesManifest = {};
  for (const [name, url] of Object.entries(value)) {
    if (typeof url === 'string' && url.length > 0) manifest[name] = url;
  }
  return manifest;
}

export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const res = await fetchImpl(REMOTES_MANIFEST_URL, { credentials: 'same-origin', cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText || 'could not read remotes.json'}`);
  return parseRemotesManifest(await res.json());
}

/** Relative URLs ('/remotes/x/mf-manifest.json') become absolute against the page, as the runtime expects. */
export function absoluteUrl(url: string, base: string = window.location.href): string {
  return new URL(url, base).toString();
}
