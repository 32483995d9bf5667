// Issue 49: a forwarded notice's photo (JPEG or PNG) read in the worker as the browser reads one: tesseract.js's
// English LSTM model (the same @tesseract.js-data/eng files the card's import uses), its word boxes rebuilt into lines
// by the shared layout. On a worker thread with a heap and a time limit, like pdf-text.ts: a photo that would take too
// long is stopped, and the reading keeps what the email's words gave. Upright photos only: the card's import also turns
// a sideways one, which needs a canvas; a sideways photo reads as nothing here and is said to be unreadable.
import path from 'node:path';
import { readOnLimitedThread, type TextResult, type ThreadLimits } from './limited-thread';

/** `timeoutMs`: starting the engine (the language data is read from disk) and recognising, together. */
export type PhotoTextLimits = ThreadLimits;

export const PHOTO_TEXT_LIMITS: PhotoTextLimits = { timeoutMs: 60_000, maxHeapMb: 512 };

/** As the card's import: less than this, or tesseract this unsure, is not a reading (read-notice.ts). */
const MIN_CHARACTERS = 60;
const MIN_CONFIDENCE = 40;

const langPath = () => path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

// Plain CommonJS run with `eval: true`, as pdf-text.ts's (the same code under jest and from api/dist).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { pageLayoutText, wordsFromOcr } = require('@renewly/shared-contracts/features/renewal-notice');
  const { createWorker, OEM } = require('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: workerData.langPath, cacheMethod: 'none', gzip: true, errorHandler: () => undefined });
  try {
    const { data } = await worker.recognize(Buffer.from(workerData.bytes), {}, { text: true, blocks: true });
    const words = (data.blocks || []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => ({ text: w.text, bbox: w.bbox, line: { bbox: l.bbox } })))));
    parentPort.postMessage({ text: words.length > 0 ? pageLayoutText(wordsFromOcr(words)) : data.text || '', confidence: data.confidence });
  } finally {
    await worker.terminate();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

export type PhotoTextResult = TextResult;

/** The photo's text as the reader lays it out; never throws, never outlives `limits.timeoutMs`. */
export function readPhotoText(bytes: Uint8Array, limits: PhotoTextLimits = PHOTO_TEXT_LIMITS): Promise<PhotoTextResult> {
  return readOnLimitedThread(WORKER_SOURCE, bytes, { langPath: langPath() }, { ...limits, youngMb: 64 }, (m: { text?: string; confidence?: number }) => {
    const readable = typeof m.text === 'string' && (m.text.match(/[\p{L}\p{N}£]/gu) ?? []).length >= MIN_CHARACTERS && (m.confidence ?? 0) >= MIN_CONFIDENCE;
    return readable ? { ok: true, text: m.text! } : { ok: false, reason: 'unreadable' };
  });
}
