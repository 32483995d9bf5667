import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@renewly/shared-contracts';
import { defaultRemotesManifest, remotesManifestSource } from './remotes-manifest';

describe('remotesManifestSource', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'remotes-manifest-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("defaults to each remote's build on this server, with no other origin", () => {
    const source = remotesManifestSource(undefined, {});
    expect(Object.keys(source.current())).toEqual(REMOTE_NAMES);
    expect(source.current()).toEqual(defaultRemotesManifest());
    expect(source.remoteOrigins()).toEqual([]);
  });

  it('takes an explicit object, then REMOTES_MANIFEST_JSON, and refuses a manifest that is not name -> URL', () => {
    const custom = { quotes: 'https://cdn.example.com/quotes/mf-manifest.json', market: '/remotes/market/mf-manifest.json' };
    expect(remotesManifestSource(custom, {}).current()).toEqual(custom);
    expect(remotesManifestSource(custom, {}).remoteOrigins()).toEqual(['https://cdn.example.com']);
    const fromEnv = remotesManifestSource(undefined, { REMOTES_MANIFEST_JSON: JSON.stringify({ market: 'http://127.0.0.1:9/m.json' }) });
    expect(fromEnv.current()).toEqual({ market: 'http://127.0.0.1:9/m.json' });
    expect(() => remotesManifestSource(undefined, { REMOTES_MANIFEST_JSON: '["x"]' })).toThrow(/REMOTES_MANIFEST_JSON/);
  });

  it('reads REMOTES_MANIFEST_FILE again when it changes, and keeps the last good one while it is invalid', () => {
    const file = path.join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify(defaultRemotesManifest()));
    const source = remotesManifestSource(undefined, { REMOTES_MANIFEST_FILE: file });
    expect(source.current().quotes).toBe('/remotes/quotes/mf-manifest.json');

    const deployed = { ...defaultRemotesManifest(), quotes: 'http://127.0.0.1:4321/mf-manifest.json' };
    writeFileSync(file, JSON.stringify(deployed));
    utimesSync(file, new Date(), new Date(Date.now() + 5000)); // a new mtime even within the clock's resolution
    expect(source.current()).toEqual(deployed);
    expect(source.remoteOrigins()).toEqual(['http://127.0.0.1:4321']);

    writeFileSync(file, '{ half written');
    utimesSync(file, new Date(), new Date(Date.now() + 10000));
    expect(source.current()).toEqual(deployed);
  });

  it("REMOTES_MANIFEST_FETCH_JSON: where this server fetches a remote's manifest itself; the browser's addresses and the CSP's origins stay the manifest's", () => {
    const env = {
      REMOTES_MANIFEST_JSON: JSON.stringify({ policies: 'http://localhost:8081/mf-manifest.json' }),
      REMOTES_MANIFEST_FETCH_JSON: JSON.stringify({ policies: 'http://mfe-policies/mf-manifest.json' }),
    };
    const source = remotesManifestSource(undefined, env);
    expect(source.current()).toEqual({ policies: 'http://localhost:8081/mf-manifest.json' });
    expect(source.remoteOrigins()).toEqual(['http://localhost:8081']);
    expect(source.fetchUrls?.()).toEqual({ policies: 'http://mfe-policies/mf-manifest.json' });
    expect(remotesManifestSource(undefined, {}).fetchUrls?.()).toEqual({});
    expect(() => remotesManifestSource(undefined, { REMOTES_MANIFEST_FETCH_JSON: '{"policies": 1}' })).toThrow(/REMOTES_MANIFEST_FETCH_JSON/);
  });
});
