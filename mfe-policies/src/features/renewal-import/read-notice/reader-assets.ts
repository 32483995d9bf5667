// Where the reader's own files are: copied out of node_modules into the remote's build by mfe-policies/rspack.config.js
// (reader-assets.cjs names them), served from the remote's origin, never from a CDN. Their folders are named with
// the package versions, so a page that loaded an older chunk never meets a newer worker.

declare const __webpack_public_path__: string;
/** Set by mfe-policies/rspack.config.js from reader-assets.cjs. */
declare const RENEWLY_READER_ASSETS: { pdfjs: string; ocr: string } | undefined;

function dirs(): { pdfjs: string; ocr: string } {
  if (typeof RENEWLY_READER_ASSETS === 'undefined') throw new Error('The reader assets were not configured by the build');
  return RENEWLY_READER_ASSETS;
}

/**
 * A file of the reader's folders as an absolute URL. The remote's public path is 'auto': its runtime takes it from
 * where remoteEntry.js was loaded ('https://host/remotes/policies/'), so the files are found beside the remote's
 * chunks wherever it is deployed.
 */
export function readerAssetUrl(kind: 'pdfjs' | 'ocr', file: string): string {
  const base = new URL(__webpack_public_path__ || './', globalThis.location?.href);
  return new URL(`${dirs()[kind]}${file}`, base).href;
}

export const PDF_WORKER_FILE = 'pdf.worker.min.js';
export const OCR_WORKER_FILE = 'worker.min.js';
/** The tesseract.js-core builds for browsers with and without wasm SIMD (LSTM engine only). */
export const OCR_CORES = { simd: 'tesseract-core-simd-lstm', plain: 'tesseract-core-lstm' };
/** The folder (under the OCR folder) holding eng.traineddata.gz. */
export const OCR_LANG_DIR = 'lang';

export interface OcrWorkerFiles {
  workerPath: string;
  corePath: string;
  langPath: string;
  workerBlobURL: boolean;
}

/**
 * Where tesseract.js's worker starts from. A browser starts a worker only from the page's own origin: when the remote
 * (and so its reader folder) is there, the worker starts from its own URL (`workerBlobURL: false`, the CSP's
 * `worker-src 'self'`) and its core fetches its .wasm from beside it. A remote deployed on another origin gets a
 * blob: worker that loads the worker script from there (the CSP then allows `worker-src blob:`, see api/src/app.ts),
 * with the core that carries its wasm inside (a blob: worker has no folder to fetch a .wasm from).
 */
export function ocrWorkerFiles(pageOrigin: string, simd: boolean): OcrWorkerFiles {
  const workerPath = readerAssetUrl('ocr', OCR_WORKER_FILE);
  const sameOrigin = new URL(workerPath).origin === pageOrigin;
  const core = simd ? OCR_CORES.simd : OCR_CORES.plain;
  return {
    workerPath,
    corePath: readerAssetUrl('ocr', sameOrigin ? `${core}.js` : `${core}.wasm.js`),
    langPath: readerAssetUrl('ocr', OCR_LANG_DIR),
    workerBlobURL: !sameOrigin,
  };
}
