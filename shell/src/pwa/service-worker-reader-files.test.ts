/** @jest-environment node */
// The renewal-notice reader's files (pdf.js's worker and wasm, tesseract.js's worker, core and language data: several
// MB, fetched only when a notice is read) are never kept by public/sw.js, neither as they are fetched nor from the
// first visit's list. Every file the policies remote's build copies (mfe-policies/reader-assets.cjs) is checked, at
// this origin and at a remote deployed elsewhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const SOURCE = readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');
const readerAssets = require('../../../mfe-policies/reader-assets.cjs') as { copyPatterns(): { to: string }[] };

const ORIGIN = 'https://renewly.example';

function startWorker() {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const fetched: string[] = [];
  const kept: string[] = [];
  const cache = {
    put: async (request: { url: string }) => void kept.push(request.url),
    keys: async () => [],
    delete: async () => true,
  };
  class FakeRequest {
    constructor(
      readonly url: string,
      readonly init: Record<string, unknown> = {},
    ) {}
    readonly method = 'GET';
    readonly destination = 'script';
    readonly mode = 'cors';
  }
  const sandbox = {
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] ??= []).push(fn),
      clients: { claim: async () => undefined, get: async () => undefined },
      registration: {},
    },
    caches: { open: async () => cache, match: async () => undefined, delete: async () => true },
    fetch: async (request: string | FakeRequest) => {
      fetched.push(typeof request === 'string' ? new URL(request, ORIGIN).href : request.url);
      return { ok: true, status: 200, type: 'basic', headers: new Map(), clone: () => ({}) };
    },
    Request: FakeRequest,
    Response: class {},
    Headers: Map,
    URL,
    String,
    Array,
    Object,
    Promise,
    JSON,
  };
  vm.runInNewContext(SOURCE, sandbox);

  /** A page's GET as the worker sees it: true when the worker answers it (and may keep it). */
  async function get(url: string): Promise<boolean> {
    const waits: Promise<unknown>[] = [];
    let answered = false;
    for (const listener of listeners.fetch ?? []) {
      listener({
        request: new FakeRequest(url),
        clientId: 'page',
        respondWith: (answer: Promise<unknown>) => {
          answered = true;
          waits.push(answer);
        },
        waitUntil: (p: Promise<unknown>) => waits.push(p),
      });
    }
    await Promise.all(waits);
    await Promise.all(waits); // the answer's own waitUntil (keeping it)
    return answered;
  }

  /** The first visit's list, sent by the page once the worker is ready. */
  async function keepFirstVisit(urls: string[]): Promise<void> {
    const waits: Promise<unknown>[] = [];
    for (const listener of listeners.message ?? []) {
      listener({ data: { type: 'renewly:keep', urls }, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    }
    await Promise.all(waits);
  }

  return { get, keepFirstVisit, fetched, kept };
}

const READER_FILES = readerAssets.copyPatterns().map((pattern) => pattern.to);
const readerUrls = (base: string) =>
  READER_FILES.map((file) => (file.endsWith('/') ? `${base}${file}LiberationSans-Regular.ttf` : `${base}${file}`));
const BASES = [`${ORIGIN}/remotes/policies/`, 'https://policies.cdn.example/v42/'];
const CHUNK = `${ORIGIN}/remotes/policies/static/js/412.0a1b2c3d4e.js`;

test('the build copies the worker, the OCR core and its wasm and the language data into reader/', () => {
  expect(READER_FILES).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^reader\/pdfjs-[\d.]+\/pdf\.worker\.min\.js$/),
      expect.stringMatching(/^reader\/tesseract-[\d.]+\/worker\.min\.js$/),
      expect.stringMatching(/^reader\/tesseract-[\d.]+\/tesseract-core-simd-lstm\.wasm$/),
      expect.stringMatching(/^reader\/tesseract-[\d.]+\/lang\/eng\.traineddata\.gz$/),
    ]),
  );
});

test.each(BASES)('never keeps a reader file fetched by a page or its workers (remote at %s)', async (base) => {
  const worker = startWorker();
  for (const url of readerUrls(base)) expect(await worker.get(url)).toBe(false);
  // The same worker keeps an ordinary chunk: the test would see a kept file.
  expect(await worker.get(CHUNK)).toBe(true);
  expect(worker.kept).toEqual([CHUNK]);
});

test.each(BASES)('never keeps a reader file from the first visit’s list (remote at %s)', async (base) => {
  const worker = startWorker();
  await worker.keepFirstVisit([...readerUrls(base), CHUNK]);
  expect(worker.fetched).toEqual([CHUNK]);
  expect(worker.kept).toEqual([CHUNK]);
});
