// Issue 25: the renewal-notice reader works in Chromium from our origin, under the app's CSP, with nothing fetched
// from anywhere else. The reader module itself (mfe-policies/src/features/renewal-import/read-notice/read-notice-file.ts)
// is bundled here with rspack, as the remote builds it (publicPath 'auto', the build's reader folders), and handed to
// the page as a script beside the policies remote's remoteEntry.js; the files it fetches (pdf.js's worker, fonts and
// wasm, tesseract.js's worker, core, wasm and English data) are the built remote's, served by the API.
// The upload dialog's own e2e test builds on the same notice files (support/renewal-notice-files.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseRenewalNotice } from '../shared-contracts/src/features/renewal-notice';
import { renewalNoticeFiles, type NoticeFile, type NoticeName } from './support/renewal-notice-files';
import { serveDirectory } from './support/static-server';

const ROOT = path.resolve(__dirname, '..');
const readerAssets = require('../mfe-policies/reader-assets.cjs') as { dirs: { pdfjs: string; ocr: string } };
const REMOTE = '/remotes/policies/';
const BUNDLE = `${REMOTE}reader-under-test.js`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

let bundle: string;

/** read-notice-file.ts as one script (its lazy imports inlined) exposing window.RenewlyReader. */
async function bundleReader(): Promise<string> {
  const { rspack } = require('@rspack/core') as typeof import('@rspack/core');
  const out = mkdtempSync(path.join(os.tmpdir(), 'renewly-reader-'));
  const compiler = rspack({
    // Minified as the remote's production build is (swc's minifier over pdf.js and tesseract.js).
    mode: 'production',
    devtool: false,
    target: 'web',
    context: ROOT,
    entry: path.join(ROOT, 'mfe-policies/src/features/renewal-import/read-notice/read-notice-file.ts'),
    output: { path: out, filename: 'reader.js', publicPath: 'auto', asyncChunks: false, library: { name: 'RenewlyReader', type: 'window' } },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15, edge >= 100' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({ RENEWLY_READER_ASSETS: JSON.stringify(readerAssets.dirs) })],
    performance: { hints: false },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
  return readFileSync(path.join(out, 'reader.js'), 'utf8');
}

test.beforeAll(async () => {
  bundle = await bundleReader();
});

interface BrowserRead {
  result?: { text: string; pages: number; usedOcr: boolean };
  reason?: string;
  message?: string;
  progress: unknown[];
}

/**
 * Opens a page of ours with the reader loaded, watching every request (workers' too) and every CSP complaint. The
 * reader comes beside the policies remote's remoteEntry.js: by default the API's /remotes/policies/, or `remoteBase`
 * when the remote is deployed on another origin.
 */
async function openReader(page: Page, remoteBase?: string) {
  const requests: string[] = [];
  const complaints: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) complaints.push(message.text());
  });
  page.on('pageerror', (error) => complaints.push(error.message));
  if (!remoteBase) await page.route(`**${BUNDLE}`, (route) => route.fulfill({ contentType: 'text/javascript', body: bundle }));
  await page.goto('/');
  await page.addScriptTag({ url: remoteBase ? `${remoteBase}reader-under-test.js` : BUNDLE });
  await expect.poll(() => page.evaluate(() => typeof (window as { RenewlyReader?: unknown }).RenewlyReader)).toBe('object');

  const read = (file: NoticeFile): Promise<BrowserRead> =>
    page.evaluate(
      async ({ base64, fileName, mimeType }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const reader = (window as unknown as { RenewlyReader: typeof import('../mfe-policies/src/features/renewal-import/read-notice/read-notice-file') })
          .RenewlyReader;
        const progress: unknown[] = [];
        try {
          const result = await reader.readNoticeFile(new File([bytes], fileName, { type: mimeType }), { onProgress: (p) => progress.push(p) });
          return { result, progress };
        } catch (error) {
          return { reason: (error as { reason?: string }).reason, message: reader.noticeReadMessage(error), progress };
        }
      },
      { base64: file.bytes.toString('base64'), fileName: file.fileName, mimeType: file.mimeType },
    );
  return { read, requests, complaints };
}

const valuesOf = (text: string) => Object.fromEntries(Object.entries(parseRenewalNotice(text)).map(([field, found]) => [field, found?.value]));

test("the reader's files are served by our origin with the types browsers need, under a CSP that allows wasm", async ({ request }) => {
  const { pdfjs, ocr } = readerAssets.dirs;
  const expectations: [string, RegExp][] = [
    [`${pdfjs}pdf.worker.min.js`, /^(text|application)\/javascript/],
    [`${pdfjs}standard_fonts/LiberationSans-Regular.ttf`, /^font\/ttf|^application\/(x-font-ttf|font-sfnt|octet-stream)/],
    [`${pdfjs}cmaps/Adobe-Japan1-UCS2.bcmap`, /./],
    [`${pdfjs}wasm/openjpeg.wasm`, /^application\/wasm$/],
    [`${ocr}worker.min.js`, /^(text|application)\/javascript/],
    [`${ocr}tesseract-core-simd-lstm.js`, /^(text|application)\/javascript/],
    [`${ocr}tesseract-core-simd-lstm.wasm`, /^application\/wasm$/],
    [`${ocr}tesseract-core-lstm.wasm`, /^application\/wasm$/],
    [`${ocr}lang/eng.traineddata.gz`, /^application\/(gzip|x-gzip|octet-stream)/],
  ];
  for (const [file, type] of expectations) {
    const answer = await request.get(`${REMOTE}${file}`);
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['content-type'], file).toMatch(type);
    if (/\.m?js$/.test(file)) expect(answer.headers()['content-security-policy'], file).toContain("'wasm-unsafe-eval'");
  }
});

test('reads PDFs (one page, three pages) and refuses a protected one, in Chromium, from our origin only', async ({ page, baseURL }) => {
  const files = await renewalNoticeFiles();
  const { read, requests, complaints } = await openReader(page);

  for (const name of ['admiral', 'hastingsMultiPage'] as NoticeName[]) {
    const { result, progress, message } = await read(files[name]);
    expect(message, name).toBeUndefined();
    expect(result).toMatchObject({ pages: files[name].pages, usedOcr: false });
    expect(valuesOf(result!.text)).toEqual(files[name].expected);
    expect(progress).toEqual(Array.from({ length: result!.pages }, (_, i) => ({ stage: 'pdf', page: i + 1, pages: result!.pages })));
  }
  const locked = await read(files.passwordProtected);
  expect(locked).toMatchObject({ reason: 'password' });
  expect(locked.message).toContain('Save a copy without the password');
  expect((await read(files.corrupt)).reason).toBe('damaged');

  expect(requests.some((url) => url.includes(`${readerAssets.dirs.pdfjs}pdf.worker.min.js`))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(new URL(baseURL!).origin) && !url.startsWith('data:'))).toEqual([]);
  expect(complaints).toEqual([]);
});

test('reads a photo and a scanned page by OCR with their progress, in Chromium, from our origin only', async ({ page, baseURL }) => {
  const files = await renewalNoticeFiles();
  const { read, requests, complaints } = await openReader(page);

  const reading = read(files.photoPng);
  // The OCR worker runs while the photo is read (and is gone after each read, below).
  await expect.poll(() => page.workers().some((worker) => worker.url().includes(`${readerAssets.dirs.ocr}worker.min.js`))).toBe(true);
  const { result, progress, message } = await reading;
  expect(message).toBeUndefined();
  expect(result).toMatchObject({ pages: 1, usedOcr: true });
  expect(valuesOf(result!.text)).toEqual(files.photoPng.expected);
  expect(progress.length).toBeGreaterThan(2);
  expect(progress.at(-1)).toEqual({ stage: 'ocr', progress: 1 });

  // A scanned PDF page: drawn to a canvas by pdf.js, read by the same OCR.
  const scanned = await read(files.scannedChurchill);
  expect(scanned.message).toBeUndefined();
  expect(scanned.result).toMatchObject({ pages: 1, usedOcr: true });
  expect(valuesOf(scanned.result!.text)).toEqual(files.scannedChurchill.expected);
  expect(scanned.progress[0]).toEqual({ stage: 'pdf', page: 1, pages: 1 });
  expect(scanned.progress.at(-1)).toEqual({ stage: 'ocr', page: 1, pages: 1, progress: 1 });
  expect((await read(files.blurredPhoto)).reason).toBe('unreadable');

  // Cancelled while recognising: rejected as 'cancelled' (no message) and the OCR worker ended.
  const cancelled = await page.evaluate(
    async ({ base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const reader = (window as unknown as { RenewlyReader: typeof import('../mfe-policies/src/features/renewal-import/read-notice/read-notice-file') })
        .RenewlyReader;
      const controller = new AbortController();
      try {
        await reader.readNoticeFile(new File([bytes], 'photo.png', { type: 'image/png' }), {
          signal: controller.signal,
          onProgress: (p) => {
            if (p.stage === 'ocr' && p.progress >= 0.3) controller.abort();
          },
        });
        return { reason: 'not cancelled', message: '' };
      } catch (error) {
        return { reason: (error as { reason?: string }).reason, message: reader.noticeReadMessage(error) };
      }
    },
    { base64: files.photoPng.bytes.toString('base64') },
  );
  expect(cancelled).toEqual({ reason: 'cancelled', message: '' });
  // Every read ends its workers: pdf.js's with its loading task, tesseract.js's with the read.
  await expect.poll(() => page.workers().map((worker) => worker.url())).toEqual([]);

  // The worker, the core and its wasm, and the language data came from the remote's reader folder.
  for (const file of ['worker.min.js', 'lang/eng.traineddata.gz']) {
    expect(requests.some((url) => url.includes(`${readerAssets.dirs.ocr}${file}`)), file).toBe(true);
  }
  expect(requests.some((url) => /tesseract-core-(simd-)?lstm\.wasm$/.test(url))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(new URL(baseURL!).origin) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  expect(complaints).toEqual([]);
});

test('with the policies remote deployed on another origin: PDFs and photos are read from there, under the CSP', async ({ page, baseURL }) => {
  const manifestFile = process.env.E2E_REMOTES_MANIFEST_FILE;
  if (!manifestFile) throw new Error('E2E_REMOTES_MANIFEST_FILE is not set (e2e/support/global-setup.ts)');
  const original = readFileSync(manifestFile, 'utf8');
  // The built remote on its own origin (CORS open, as the compose layout's nginx serves it), the reader beside it.
  const files = serveDirectory(path.join(ROOT, 'mfe-policies/dist'));
  const remote: Server = createServer((req, res) => {
    if (req.url !== '/reader-under-test.js') return files(req, res);
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Access-Control-Allow-Origin': '*' }).end(bundle);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const remoteBase = `http://127.0.0.1:${(remote.address() as { port: number }).port}/`;
  try {
    // The deploy: /remotes.json names the other origin, and the CSP follows (script, connect and blob: workers).
    writeFileSync(manifestFile, JSON.stringify({ ...JSON.parse(original), policies: `${remoteBase}mf-manifest.json` }));
    await expect.poll(async () => (await page.request.get('/')).headers()['content-security-policy']).toContain("worker-src 'self' blob:");

    const notices = await renewalNoticeFiles();
    const { read, requests, complaints } = await openReader(page, remoteBase);
    for (const name of ['admiral', 'photoPng'] as NoticeName[]) {
      const { result, message } = await read(notices[name]);
      expect(message, name).toBeUndefined();
      expect(result?.usedOcr, name).toBe(Boolean(notices[name].needsOcr));
      expect(valuesOf(result!.text)).toEqual(notices[name].expected);
    }
    // The OCR's worker script, its core (the one with the wasm inside) and the language data came from the remote.
    for (const file of ['worker.min.js', 'tesseract-core-simd-lstm.wasm.js', 'lang/eng.traineddata.gz']) {
      expect(requests.some((url) => url === `${remoteBase}${readerAssets.dirs.ocr}${file}`), file).toBe(true);
    }
    const origins = [new URL(baseURL!).origin, new URL(remoteBase).origin];
    expect(requests.filter((url) => !origins.some((origin) => url.startsWith(origin)) && !/^(data|blob):/.test(url))).toEqual([]);
    expect(complaints).toEqual([]);
  } finally {
    writeFileSync(manifestFile, original);
    await new Promise<void>((resolve) => remote.close(() => resolve()));
  }
});
