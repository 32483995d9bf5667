/** @jest-environment node */
// Where the browser finds the reader's files: beside the policies remote's chunks, wherever the remote is deployed.
import { ocrWorkerFiles, readerAssetUrl } from './reader-assets';

const globals = globalThis as { __webpack_public_path__?: string; RENEWLY_READER_ASSETS?: { pdfjs: string; ocr: string } };

beforeEach(() => {
  globals.RENEWLY_READER_ASSETS = { pdfjs: 'reader/pdfjs-5.6.205/', ocr: 'reader/tesseract-7.0.0/' };
});
afterEach(() => {
  delete globals.__webpack_public_path__;
  delete globals.RENEWLY_READER_ASSETS;
});

test("resolves the files against the remote's public path ('auto': where its remoteEntry.js came from)", () => {
  globals.__webpack_public_path__ = 'https://renewly.example/remotes/policies/';
  expect(readerAssetUrl('pdfjs', 'pdf.worker.min.js')).toBe('https://renewly.example/remotes/policies/reader/pdfjs-5.6.205/pdf.worker.min.js');
  expect(readerAssetUrl('ocr', 'lang')).toBe('https://renewly.example/remotes/policies/reader/tesseract-7.0.0/lang');
});

test("a remote on the page's origin: the worker from its own URL, the core fetching its .wasm beside it", () => {
  globals.__webpack_public_path__ = 'https://renewly.example/remotes/policies/';
  expect(ocrWorkerFiles('https://renewly.example', true)).toEqual({
    workerPath: 'https://renewly.example/remotes/policies/reader/tesseract-7.0.0/worker.min.js',
    corePath: 'https://renewly.example/remotes/policies/reader/tesseract-7.0.0/tesseract-core-simd-lstm.js',
    langPath: 'https://renewly.example/remotes/policies/reader/tesseract-7.0.0/lang',
    workerBlobURL: false,
  });
  expect(ocrWorkerFiles('https://renewly.example', false).corePath).toMatch(/\/tesseract-core-lstm\.js$/);
});

test('a remote on another origin: a blob: worker loading its script, and the core with its wasm inside', () => {
  globals.__webpack_public_path__ = 'http://localhost:8081/';
  expect(ocrWorkerFiles('http://localhost:8080', true)).toEqual({
    workerPath: 'http://localhost:8081/reader/tesseract-7.0.0/worker.min.js',
    corePath: 'http://localhost:8081/reader/tesseract-7.0.0/tesseract-core-simd-lstm.wasm.js',
    langPath: 'http://localhost:8081/reader/tesseract-7.0.0/lang',
    workerBlobURL: true,
  });
});

test('says so when the build did not configure the folders', () => {
  delete globals.RENEWLY_READER_ASSETS;
  globals.__webpack_public_path__ = 'https://renewly.example/remotes/policies/';
  expect(() => readerAssetUrl('ocr', 'worker.min.js')).toThrow('The reader assets were not configured by the build');
});
