// Runs public/sw.js in a sandbox with a fake `self`, `fetch` and `caches`: the kept reads are the signed-in user's, so
// any API answer of 401 (the session ended elsewhere: "Sign out of all devices", expiry) drops them (issue 51 item 11),
// with the papers kept on this phone (issue 49).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const SOURCE = readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://renewly.example';

/** Enough of a fetch Response for the worker's API paths (jsdom has none). */
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

/** Sends one request through the worker's fetch handler with the network answering `status`; the caches it deleted. */
async function through(method: string, pathname: string, status: number): Promise<string[]> {
  const deleted: string[] = [];
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    clients: { claim: async () => undefined, get: async () => undefined },
    registration: {},
  };
  const caches = {
    delete: async (name: string) => deleted.push(name),
    open: async () => ({ put: async () => undefined }),
    match: async () => undefined,
  };
  const fetch = async () => new FakeResponse(JSON.stringify({ message: 'x' }), { status });
  vm.runInNewContext(SOURCE, { self, URL, Response: FakeResponse, String, JSON, Date, caches, fetch, Promise });
  const waits: Array<Promise<unknown>> = [];
  let answered: Promise<unknown> = Promise.resolve();
  listeners.fetch!({
    request: { method, url: `${ORIGIN}${pathname}`, mode: 'cors', destination: '' },
    clientId: '',
    respondWith: (p: Promise<unknown>) => (answered = p),
    waitUntil: (p: Promise<unknown>) => waits.push(p),
  });
  await answered;
  await Promise.all(waits);
  return deleted;
}

test.each([
  ['GET', '/api/policies'],
  ['GET', '/api/vehicles/AB12CDE'],
  ['POST', '/api/policies'],
  ['PUT', '/api/user'],
])('a 401 to %s %s drops the kept reads and the kept papers', async (method, pathname) => {
  expect(await through(method, pathname, 401)).toEqual(['renewly-data-v1', 'renewly-documents-v1']);
});

test('signing out drops the kept reads and the kept papers', async () => {
  expect(await through('POST', '/api/auth/logout', 200)).toEqual(['renewly-data-v1', 'renewly-documents-v1']);
});

test('other answers keep them', async () => {
  expect(await through('GET', '/api/vehicles/AB12CDE', 404)).toEqual([]);
  expect(await through('POST', '/api/policies', 400)).toEqual([]);
  expect(await through('GET', '/api/policies', 403)).toEqual([]);
});
