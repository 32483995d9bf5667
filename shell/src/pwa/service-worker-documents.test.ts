// Runs public/sw.js in a sandbox (as service-worker-signed-out.test.ts does): a policy document's file is fetched
// from the network; offline it is answered from the papers kept on this phone (issue 49), whatever its query string.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { OFFLINE_DOCUMENTS_CACHE } from '@renewly/shared-contracts/features/policy-documents';

const SOURCE = readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://renewly.example';

class FakeResponse {
  readonly ok: boolean;
  readonly headers = new Map<string, string>();
  constructor(
    readonly body: string,
    readonly init: { status?: number } = {},
  ) {
    this.ok = (init.status ?? 200) >= 200 && (init.status ?? 200) < 300;
  }
  get status() {
    return this.init.status ?? 200;
  }
  clone() {
    return this;
  }
}

type MatchOptions = { cacheName?: string; ignoreSearch?: boolean };

/** A GET through the worker, the network answering `network` (or failing when null); `kept` is the papers' cache. */
async function get(url: string, network: FakeResponse | null, kept: Record<string, FakeResponse>) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    clients: { claim: async () => undefined, get: async () => undefined },
    registration: {},
  };
  const caches = {
    delete: async () => true,
    open: async () => ({ put: async () => undefined }),
    match: async (key: string, options: MatchOptions = {}) => {
      if (options.cacheName !== OFFLINE_DOCUMENTS_CACHE) return undefined;
      const wanted = new URL(key, ORIGIN);
      const found = Object.keys(kept).find((k) => {
        const at = new URL(k, ORIGIN);
        return at.pathname === wanted.pathname && (options.ignoreSearch || at.search === wanted.search);
      });
      return found ? kept[found] : undefined;
    },
  };
  const fetch = async () => {
    if (!network) throw new TypeError('Failed to fetch');
    return network;
  };
  vm.runInNewContext(SOURCE, { self, URL, Response: FakeResponse, String, JSON, Date, caches, fetch, Promise });
  const waits: Promise<unknown>[] = [];
  let answered: Promise<unknown> = Promise.resolve();
  listeners.fetch!({
    request: { method: 'GET', url: `${ORIGIN}${url}`, mode: 'cors', destination: '' },
    clientId: '',
    respondWith: (p: Promise<unknown>) => (answered = p),
    waitUntil: (p: Promise<unknown>) => waits.push(p),
  });
  const response = (await answered) as FakeResponse;
  await Promise.all(waits);
  return response;
}

const paper = new FakeResponse('%PDF- the certificate');
const kept = { [`${ORIGIN}/api/policy-documents/d1/file`]: paper };

test("the worker's cache name is the contracts' OFFLINE_DOCUMENTS_CACHE", () => {
  expect(SOURCE).toContain(`const DOCUMENTS_CACHE = '${OFFLINE_DOCUMENTS_CACHE}';`);
});

test('online, the file comes from the network even when it is kept', async () => {
  const fresh = new FakeResponse('%PDF- fresh');
  expect(await get('/api/policy-documents/d1/file', fresh, kept)).toBe(fresh);
});

test('offline, a kept paper answers its file URL, with or without a query string', async () => {
  expect(await get('/api/policy-documents/d1/file', null, kept)).toBe(paper);
  expect(await get('/api/policy-documents/d1/file?download=1', null, kept)).toBe(paper);
});

test('offline, a paper not kept gets the offline answer (503)', async () => {
  const answer = await get('/api/policy-documents/d2/file', null, kept);
  expect(answer.status).toBe(503);
  expect(JSON.parse(answer.body).message).toContain("You're offline");
});

test('offline, other API reads are not answered from the kept papers', async () => {
  const answer = await get('/api/policy-documents/d1', null, { [`${ORIGIN}/api/policy-documents/d1`]: paper });
  expect(answer.status).toBe(503);
});
