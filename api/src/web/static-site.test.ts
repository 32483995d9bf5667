import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { mountStaticSite } from './static-site';
import { remotesManifestSource } from './remotes-manifest';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const MAIN_JS = 'console.log("shell main");'.repeat(20);

function writeWithCompressed(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

function buildApp(opts: { remotesManifest?: Record<string, string> } = {}) {
  const app = express();
  app.get('/api/health', (_req, res) => {
    res.json({ ok: true });
  });
  mountStaticSite(app, { webRoot, remotesManifest: remotesManifestSource(opts.remotesManifest) });
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return app;
}

/** A GET that keeps the body as sent (supertest would decompress it). */
function rawGet(app: express.Express, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      http
        .get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            server.close();
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
          });
        })
        .on('error', (error) => {
          server.close();
          reject(error);
        });
    });
  });
}

let webRoot: string;

beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'renewly-static-'));
  writeWithCompressed(path.join(webRoot, 'shell/dist/index.html'), INDEX_HTML);
  writeWithCompressed(path.join(webRoot, 'shell/dist/static/js/main.0123abcd.js'), MAIN_JS);
  writeFileSync(path.join(webRoot, 'shell/dist/sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webRoot, 'shell/dist/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeWithCompressed(path.join(webRoot, 'mfe-quotes/dist/mf-manifest.json'), '{"name":"quotes"}');
  writeWithCompressed(path.join(webRoot, 'mfe-quotes/dist/static/js/123.89abcdef01.js'), 'export const q = 1;');
  // The renewal-notice reader's files (mfe-policies/reader-assets.cjs): a module worker, wasm, gzipped language data.
  const reader = path.join(webRoot, 'mfe-policies/dist/reader');
  writeWithCompressed(path.join(reader, 'pdfjs-5.6.205/pdf.worker.min.js'), 'export const WorkerMessageHandler = {};'.repeat(20));
  writeWithCompressed(path.join(reader, 'tesseract-7.0.0/tesseract-core-simd-lstm.js'), 'var TesseractCore = 1;'.repeat(20));
  writeWithCompressed(path.join(reader, 'tesseract-7.0.0/tesseract-core-simd-lstm.wasm'), '\0asm\u0001\0\0\0'.repeat(40));
  mkdirSync(path.join(reader, 'tesseract-7.0.0/lang'));
  writeFileSync(path.join(reader, 'tesseract-7.0.0/lang/eng.traineddata.gz'), gzipSync(Buffer.from('traineddata')));
  writeFileSync(path.join(webRoot, 'secret.txt'), 'outside the dist folders');
  writeFileSync(path.join(webRoot, 'shell/dist/.env'), 'SECRET=dotfile');
  mkdirSync(path.join(webRoot, 'shell/dist/.git'));
  writeFileSync(path.join(webRoot, 'shell/dist/.git/HEAD'), 'SECRET=dotfile');
  writeFileSync(path.join(webRoot, 'mfe-quotes/dist/.npmrc'), 'SECRET=dotfile');
  writeWithCompressed(path.join(webRoot, 'shell/dist/static/js/main.0123abcd.js.map'), '{"sources":["SECRET=map"]}');
  writeFileSync(path.join(webRoot, 'mfe-quotes/dist/static/js/123.89abcdef01.js.map'), '{"sources":["SECRET=map"]}');
});

afterAll(() => {
  rmSync(webRoot, { recursive: true, force: true });
  delete process.env.REMOTES_MANIFEST_JSON;
});

describe('mountStaticSite', () => {
  it('serves the shell index at / with no-cache', async () => {
    const res = await request(buildApp()).get('/').set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(INDEX_HTML);
  });

  it('falls back to index.html for client-side routes, deep ones included', async () => {
    for (const route of ['/policies', '/market-trends', '/some/deep/path']) {
      const res = await request(buildApp()).get(route).set('Accept-Encoding', 'identity');
      expect(res.status).toBe(200);
      expect(res.text).toBe(INDEX_HTML);
    }
  });

  it('does not answer for /api paths nor missing assets', async () => {
    const app = buildApp();
    expect((await request(app).get('/api/health')).body).toEqual({ ok: true });
    const missingApi = await request(app).get('/api/nothing-here');
    expect(missingApi.status).toBe(404);
    expect(missingApi.body).toEqual({ message: 'Not found' });
    const missingAsset = await request(app).get('/static/js/missing.js');
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.body).toEqual({ message: 'Not found' });
  });

  it('serves brotli when accepted, else gzip, else the plain file, with Vary and long cache for hashed names', async () => {
    const app = buildApp();
    const br = await rawGet(app, '/static/js/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(MAIN_JS);
    expect(Number(br.headers['content-length'])).toBeLessThan(MAIN_JS.length);

    const gz = await request(app).get('/static/js/main.0123abcd.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(MAIN_JS); // supertest gunzips

    const plain = await request(app).get('/static/js/main.0123abcd.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(MAIN_JS);

    const refusedBr = await request(app).get('/static/js/main.0123abcd.js').set('Accept-Encoding', 'br;q=0, gzip');
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const app = buildApp();
    const first = await request(app).get('/').set('Accept-Encoding', 'gzip');
    const again = await request(app).get('/').set('Accept-Encoding', 'gzip').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('serves /sw.js uncompressed with no-cache and binary files with their type', async () => {
    const app = buildApp();
    const sw = await request(app).get('/sw.js').set('Accept-Encoding', 'br, gzip');
    expect(sw.status).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBeUndefined();
    expect(sw.headers['content-type']).toMatch(/^text\/javascript/);
    const png = await request(app).get('/logo.png');
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('serves each remote under /remotes/<name>/ with no-cache manifests and 404 for unknown files', async () => {
    const app = buildApp();
    const manifest = await request(app).get('/remotes/quotes/mf-manifest.json').set('Accept-Encoding', 'gzip');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.body).toEqual({ name: 'quotes' });

    const chunk = await request(app).get('/remotes/quotes/static/js/123.89abcdef01.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await request(app).get('/remotes/market/mf-manifest.json')).status).toBe(404);
    expect((await request(app).get('/remotes/nope/mf-manifest.json')).status).toBe(404);
    // A missing remote page never falls back to the shell's index.html.
    expect((await request(app).get('/remotes/quotes/somewhere')).status).toBe(404);
  });

  it('never serves files outside the dist folders', async () => {
    const app = buildApp();
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/remotes/quotes/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const res = await request(app).get(url);
      expect(res.text).not.toContain('outside the dist folders');
    }
  });

  it('serves /remotes.json with no-cache from its source', async () => {
    const byDefault = await request(buildApp()).get('/remotes.json');
    expect(byDefault.headers['cache-control']).toBe('no-cache');
    expect(byDefault.body.policies).toBe('/remotes/policies/mf-manifest.json');
    const custom = { quotes: 'https://cdn.example.com/quotes/mf-manifest.json' };
    expect((await request(buildApp({ remotesManifest: custom })).get('/remotes.json')).body).toEqual(custom);
  });

  it('refuses dotfiles and hidden folders with a 404, in the shell and in remotes', async () => {
    const app = buildApp();
    for (const url of ['/.env', '/.git/HEAD', '/%2eenv', '/static/../.env', '/remotes/quotes/.npmrc']) {
      for (const method of ['get', 'head'] as const) {
        const res = await request(app)[method](url).set('Accept-Encoding', 'identity');
        expect([url, method, res.status]).toEqual([url, method, 404]);
        expect(res.text ?? '').not.toContain('SECRET');
      }
    }
  });

  it('refuses source maps with a 404, however the name is spelt or compressed', async () => {
    const app = buildApp();
    const urls = [
      '/static/js/main.0123abcd.js.map',
      '/static/js/main.0123abcd.js.m%61p',
      '/static/js/main.0123abcd.js.map.br',
      '/static/js/main.0123abcd.js.map.gz',
      '/remotes/quotes/static/js/123.89abcdef01.js.map',
    ];
    for (const url of urls) {
      const res = await request(app).get(url).set('Accept-Encoding', 'gzip, deflate, br');
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  it('serves the single-page fallback as brotli when accepted, gzip otherwise, never cached without revalidation', async () => {
    const app = buildApp();
    const br = await rawGet(app, '/policies/123', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.body).toString()).toBe(INDEX_HTML);

    const gz = await rawGet(app, '/policies/123', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(INDEX_HTML);

    const again = await rawGet(app, '/policies/123', { 'accept-encoding': 'gzip, deflate', 'if-none-match': gz.headers.etag! });
    expect(again.status).toBe(304);
  });

  it("serves the notice reader's worker, wasm and language data with the types browsers require, compressed or not", async () => {
    const app = buildApp();
    const base = '/remotes/policies/reader';
    for (const encoding of ['br', 'gzip', 'identity']) {
      const worker = await rawGet(app, `${base}/pdfjs-5.6.205/pdf.worker.min.js`, { 'Accept-Encoding': encoding });
      expect(worker.status).toBe(200);
      // A module worker is refused unless its type is JavaScript.
      expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      const core = await rawGet(app, `${base}/tesseract-7.0.0/tesseract-core-simd-lstm.js`, { 'Accept-Encoding': encoding });
      expect(core.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      // WebAssembly.instantiateStreaming needs application/wasm.
      const wasm = await rawGet(app, `${base}/tesseract-7.0.0/tesseract-core-simd-lstm.wasm`, { 'Accept-Encoding': encoding });
      expect(wasm.status).toBe(200);
      expect(wasm.headers['content-type']).toBe('application/wasm');
      expect(wasm.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    }
    // The language data is gzip as a file: sent as it is, never re-encoded (tesseract.js gunzips it itself).
    const lang = await rawGet(app, `${base}/tesseract-7.0.0/lang/eng.traineddata.gz`, { 'Accept-Encoding': 'br, gzip' });
    expect(lang.status).toBe(200);
    expect(lang.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(lang.body).toString()).toBe('traineddata');
  });

  it('answers a malformed escape with 400, never 500', async () => {
    const res = await request(buildApp()).get('/%ZZ');
    expect(res.status).toBe(400);
  });
});
