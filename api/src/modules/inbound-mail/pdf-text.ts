// Issue 49: a forwarded notice's PDF read in the worker as the browser reads one (pdf.js's legacy build, its text items
// turned into the reader's positioned words and rebuilt into lines by the shared layout), but on a worker thread with
// a heap limit and a time limit: a malformed or hostile PDF is stopped there and the reading says it could not be read.
import { readOnLimitedThread, type TextResult, type ThreadLimits } from './limited-thread';

/** `timeoutMs`: the whole read, pages included. */
export interface PdfTextLimits extends ThreadLimits {
  /** Pages read at most (a notice is a few pages; the rest are terms and conditions). */
  maxPages: number;
}

export const PDF_TEXT_LIMITS: PdfTextLimits = { timeoutMs: 20_000, maxHeapMb: 256, maxPages: 12 };

// Plain CommonJS run with `eval: true`, so the same code runs under jest and from api/dist without a separate file to
// build or copy. pdf.js is ESM: imported dynamically. No eval in pdf.js, no fonts loaded, nothing fetched.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { pageLayoutText, wordsFromPdfItems } = require('@renewly/shared-contracts/features/renewal-notice');
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: workerData.bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: false, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= Math.min(doc.numPages, workerData.maxPages); n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(pageLayoutText(wordsFromPdfItems(content.items)));
    page.cleanup();
  }
  await doc.destroy();
  parentPort.postMessage({ text: pages.join('\\n') });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

export type PdfTextResult = TextResult;

/** The PDF's text, page by page as the reader lays it out; never throws, never outlives `limits.timeoutMs`. */
export function readPdfText(bytes: Uint8Array, limits: PdfTextLimits = PDF_TEXT_LIMITS): Promise<PdfTextResult> {
  return readOnLimitedThread(WORKER_SOURCE, bytes, { maxPages: limits.maxPages }, { ...limits, youngMb: 32 }, (m: { text?: string; error?: string }) =>
    typeof m.text === 'string' ? { ok: true, text: m.text } : { ok: false, reason: 'unreadable' },
  );
}
