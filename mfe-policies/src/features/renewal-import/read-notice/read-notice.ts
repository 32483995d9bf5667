// Reads a renewal notice's text from a PDF (pdf.js, page by page) or a photo (tesseract.js OCR); a PDF page with
// (almost) no text of its own, a scan, is drawn to a canvas and read by OCR. Where pdf.js, tesseract.js and their
// files come from is the environment's business: the browser's (browser-environment.ts) serves them from the
// remote's own origin; Node's (tests, `npm run bench:import`) reads them from node_modules.
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_NOTICE_BYTES, NoticeReadError, saysPdf, sniffNoticeKind } from './notice-read-error';
import { pageText, readableCharacters } from './page-text';

export type ReadProgress =
  | { stage: 'pdf'; page: number; pages: number }
  | { stage: 'ocr'; page?: number; pages?: number; progress: number };

export interface ReadNoticeResult {
  text: string;
  pages: number;
  usedOcr: boolean;
}

export interface ReadNoticeOptions {
  onProgress?: (progress: ReadProgress) => void;
  signal?: AbortSignal;
}

export type PdfjsModule = typeof Pdfjs;

/** What OCR is handed: a canvas or an image file in the browser, PNG bytes in Node. */
export type OcrImage = Blob | HTMLCanvasElement | OffscreenCanvas | Uint8Array | ImageBitmap;

export interface OcrWorker {
  recognize(image: OcrImage): Promise<{ text: string; confidence: number }>;
  terminate(): Promise<unknown>;
}

export interface ReaderEnvironment {
  /** pdf.js, with its worker set up. */
  loadPdfjs(): Promise<PdfjsModule>;
  /** The document options naming where pdf.js's fonts, CMaps and wasm are. */
  pdfAssets(): { standardFontDataUrl: string; cMapUrl: string; cMapPacked: boolean; wasmUrl: string; iccUrl: string };
  /** A started tesseract.js worker (English); `progress` gets 0..1 as it loads and recognises. */
  createOcrWorker(progress: (fraction: number) => void): Promise<OcrWorker>;
  /** A photo as OCR should see it (the browser scales a large photo down). */
  photoForOcr(file: Blob): Promise<OcrImage>;
  /** The image turned clockwise by a quarter turn, a half turn or three quarters (for a photo taken sideways). */
  rotate(image: OcrImage, quarterTurns: 1 | 2 | 3): Promise<OcrImage>;
  /** How long the OCR worker may take to start (load its core and language data); OCR_START_TIMEOUT_MS by default. */
  ocrStartTimeoutMs?: number;
}

/**
 * A worker whose wasm the browser refuses (a CSP without 'wasm-unsafe-eval') never answers: tesseract.js waits for
 * ever. Past this the read fails instead of showing 'Recognising text… 0%' for good.
 */
export const OCR_START_TIMEOUT_MS = 60_000;

/** Below this many letters and digits a PDF page is taken for a picture (a scan) and read by OCR. */
export const MIN_PAGE_CHARACTERS = 20;
/** OCR that finds fewer letters and digits than this, or reads them with little confidence, read nothing useful. */
export const MIN_OCR_CHARACTERS = 60;
export const MIN_OCR_CONFIDENCE = 40;
/** A scanned page is drawn at 200 dpi, its longer side at most this many pixels. */
const OCR_DPI = 200;
const MAX_OCR_SIDE = 2800;

function cancelled(): NoticeReadError {
  return new NoticeReadError('cancelled');
}

/** pdf.js's failures by name (its exception classes differ between its builds). */
function pdfFailure(error: unknown): NoticeReadError {
  if (error instanceof NoticeReadError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') return new NoticeReadError('password', { cause: error });
  return new NoticeReadError('damaged', { cause: error });
}

/**
 * One read: its abort signal stops it at the next step and runs the clean-ups (destroying pdf.js's loading task,
 * ending the OCR worker) at once.
 */
class Read {
  private readonly cleanups = new Set<() => unknown>();
  private readonly abort: Promise<never>;
  private readonly stopListening: () => void;

  constructor(private readonly signal?: AbortSignal) {
    let reject: (error: unknown) => void = () => undefined;
    this.abort = new Promise<never>((_, r) => (reject = r));
    this.abort.catch(() => undefined);
    const onAbort = () => {
      reject(cancelled());
      void this.cleanUp();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    this.stopListening = () => signal?.removeEventListener('abort', onAbort);
  }

  check(): void {
    if (this.signal?.aborted) throw cancelled();
  }

  /** Waits for a step, or rejects at once with 'cancelled' when the read is aborted. */
  async step<T>(promise: Promise<T>): Promise<T> {
    // A step given up (cancelled) may still fail later, as pdf.js's pending calls do when its task is destroyed.
    promise.catch(() => undefined);
    this.check();
    const value = await Promise.race([promise, this.abort]);
    this.check();
    return value;
  }

  onCleanUp(cleanup: () => unknown): () => void {
    this.cleanups.add(cleanup);
    return () => this.cleanups.delete(cleanup);
  }

  async cleanUp(): Promise<void> {
    const cleanups = [...this.cleanups];
    this.cleanups.clear();
    await Promise.all(cleanups.map(async (cleanup) => cleanup())).catch(() => undefined);
  }

  async finish(): Promise<void> {
    this.stopListening();
    await this.cleanUp();
  }
}

/** The OCR worker, started when first needed and ended with the read. */
class Ocr {
  private worker: Promise<OcrWorker> | undefined;
  private report: (fraction: number) => void = () => undefined;

  constructor(
    private readonly read: Read,
    private readonly environment: ReaderEnvironment,
  ) {}

  async recognize(image: OcrImage, report: (fraction: number) => void): Promise<{ text: string; confidence: number }> {
    this.report = report;
    if (!this.worker) {
      const created = this.environment.createOcrWorker((fraction) => this.report(fraction));
      // Ended with the read, or as soon as it starts if the read is over by then (never waited for here: it may hang).
      this.read.onCleanUp(() => void created.then((worker) => worker.terminate()).catch(() => undefined));
      this.worker = withTimeout(created, this.environment.ocrStartTimeoutMs ?? OCR_START_TIMEOUT_MS);
    }
    let worker: OcrWorker;
    try {
      worker = await this.read.step(this.worker);
    } catch (error) {
      // The engine or its language data could not be loaded (offline, refused): nothing could be read.
      throw error instanceof NoticeReadError ? error : new NoticeReadError('unreadable', { cause: error });
    }
    const result = await this.read.step(worker.recognize(image));
    report(1);
    return result;
  }
}

/**
 * A progress report that never goes back (issue 37: the bar ran to 30%, dropped to 0% and climbed again), mapped into
 * [from, to] of the whole read.
 */
function forwardOnly(report: (fraction: number) => void, from = 0, to = 1): (fraction: number) => void {
  let furthest = -1;
  return (fraction) => {
    const at = from + (to - from) * clamp(fraction);
    if (at <= furthest) return;
    furthest = at;
    report(at);
  };
}

export async function readNotice(
  file: Blob & { name?: string },
  options: ReadNoticeOptions,
  environment: ReaderEnvironment,
): Promise<ReadNoticeResult> {
  const read = new Read(options.signal);
  try {
    read.check();
    if (file.size === 0) throw new NoticeReadError('empty');
    if (file.size > MAX_NOTICE_BYTES) throw new NoticeReadError('too-large');
    const head = new Uint8Array(await read.step(file.slice(0, 1024).arrayBuffer()));
    const kind = sniffNoticeKind(head);
    // A file named or typed as a PDF that is not one is a broken download; anything else is the wrong kind of file.
    if (!kind) throw new NoticeReadError(saysPdf(file) ? 'damaged' : 'not-supported');
    const ocr = new Ocr(read, environment);
    return kind === 'pdf' ? await readPdf(file, read, ocr, options, environment) : await readPhoto(file, read, ocr, options, environment);
  } finally {
    await read.finish();
  }
}

/** Words any English letter is full of: OCR of a page read the wrong way up has next to none of them. */
const COMMON_WORDS = /\b(?:the|and|you|your|to|of|for|is|on|in|we|our|this|policy|premium|insurance|cover|renewal|car|excess|date)\b/gi;
const MIN_COMMON_WORDS = 3;
/**
 * A read with this many is taken without trying another way up. Fewer may be noise: OCR of a sideways letter made 'on',
 * 'in' and 'is' out of its lines (set 5's Co-op photo: 3 such words, confidence 50; turned, 19 words at 93).
 */
const WELL_READ_WORDS = MIN_COMMON_WORDS * 3;

function commonWords(text: string): number {
  return (text.match(COMMON_WORDS) ?? []).length;
}

/** The upright read's share of the bar; the turned reads (only for a photo that reads few words) share the rest. */
const UPRIGHT_SHARE = 0.55;
const TURNS = [1, 3, 2] as const;

/**
 * A photo: read as it is; when that gives few words (a photo taken sideways or upside down) it is turned a quarter at
 * a time and read again, and the way up giving the most words wins (as taken, when no turn gives more). tesseract.js's
 * own orientation detection (`worker.detect`) needs the legacy engine and osd.traineddata, which the reader does not
 * ship.
 */
async function readPhoto(file: Blob, read: Read, ocr: Ocr, options: ReadNoticeOptions, environment: ReaderEnvironment) {
  const report = forwardOnly((fraction) => options.onProgress?.({ stage: 'ocr', progress: fraction }));
  report(0);
  let image: OcrImage;
  try {
    image = await read.step(environment.photoForOcr(file));
  } catch (error) {
    throw error instanceof NoticeReadError ? error : new NoticeReadError('damaged', { cause: error });
  }
  const upright = await recognizeOrDamaged(ocr, image, (f) => report(f * UPRIGHT_SHARE));
  if (readsWell(upright.text, upright.confidence)) {
    report(1);
    return { text: upright.text.trim(), pages: 1, usedOcr: true };
  }
  let best = { ...upright, words: commonWords(upright.text), turned: false };
  for (const [i, turns] of TURNS.entries()) {
    const share = (1 - UPRIGHT_SHARE) / TURNS.length;
    const from = UPRIGHT_SHARE + share * i;
    const turned = await read.step(environment.rotate(image, turns));
    const reading = await recognizeOrDamaged(ocr, turned, (f) => report(from + f * share));
    const words = commonWords(reading.text);
    if (words > best.words || (words === best.words && reading.confidence > best.confidence)) best = { ...reading, words, turned: true };
    // A quarter turn that reads well is the one: no need to try the others.
    if (readsWell(reading.text, reading.confidence)) break;
  }
  if (isReadable(best.text, best.confidence) && best.words >= MIN_COMMON_WORDS) {
    report(1);
    return { text: best.text.trim(), pages: 1, usedOcr: true };
  }
  // Turned, it read real words with confidence (too few of them), where upright it read fewer: the way up was the cause.
  const turnedHelped =
    best.turned && best.words >= MIN_COMMON_WORDS && best.confidence >= MIN_OCR_CONFIDENCE && best.words > commonWords(upright.text);
  if (isReadable(upright.text, upright.confidence) && !turnedHelped) return { text: upright.text.trim(), pages: 1, usedOcr: true };
  throw new NoticeReadError(turnedHelped ? 'sideways' : 'unreadable');
}

async function recognizeOrDamaged(ocr: Ocr, image: OcrImage, report: (fraction: number) => void) {
  try {
    return await ocr.recognize(image, report);
  } catch (error) {
    // tesseract.js fails on an image it cannot decode.
    throw error instanceof NoticeReadError ? error : new NoticeReadError('damaged', { cause: error });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`OCR did not start within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function isReadable(text: string, confidence: number): boolean {
  return readableCharacters(text) >= MIN_OCR_CHARACTERS && confidence >= MIN_OCR_CONFIDENCE;
}

function readsWell(text: string, confidence: number): boolean {
  return isReadable(text, confidence) && commonWords(text) >= WELL_READ_WORDS;
}

const clamp = (fraction: number) => Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));

async function readPdf(file: Blob, read: Read, ocr: Ocr, options: ReadNoticeOptions, environment: ReaderEnvironment) {
  const pdfjs = await read.step(environment.loadPdfjs());
  const data = new Uint8Array(await read.step(file.arrayBuffer()));
  const task = pdfjs.getDocument({
    data,
    // Never compile a font's glyphs into functions (CVE-2024-4367); the CSP would refuse them anyway.
    isEvalSupported: false,
    // An embedded font is not installed in the page: only a scanned page is ever drawn, and its picture needs none.
    disableFontFace: true,
    enableXfa: false,
    verbosity: 0,
    ...environment.pdfAssets(),
  });
  read.onCleanUp(() => task.destroy());

  let document: Pdfjs.PDFDocumentProxy;
  try {
    document = await read.step(task.promise);
  } catch (error) {
    throw pdfFailure(error);
  }

  const pages = document.numPages;
  const texts: string[] = [];
  let usedOcr = false;
  for (let number = 1; number <= pages; number++) {
    options.onProgress?.({ stage: 'pdf', page: number, pages });
    let page: Pdfjs.PDFPageProxy;
    let text: string;
    try {
      page = await read.step(document.getPage(number));
      text = pageText((await read.step(page.getTextContent())).items);
    } catch (error) {
      throw pdfFailure(error);
    }
    if (readableCharacters(text) < MIN_PAGE_CHARACTERS) {
      usedOcr = true;
      const report = forwardOnly((fraction) => options.onProgress?.({ stage: 'ocr', page: number, pages, progress: fraction }));
      report(0);
      const image = await drawPage(page, document, read);
      const recognised = await recognizeOrDamaged(ocr, image.picture, report);
      image.release();
      // A page that OCR cannot read either is left out (a blank page, a logo): only a notice with nothing read fails. A
      // short page read with confidence is kept: a scanned letter's last page may hold only its excesses or signature.
      if (readableCharacters(recognised.text) > 0 && recognised.confidence >= MIN_OCR_CONFIDENCE) text = recognised.text.trim();
    }
    page.cleanup();
    texts.push(text);
  }
  const text = texts.join('\n\n').trim();
  if (readableCharacters(text) < (usedOcr ? MIN_OCR_CHARACTERS : 1)) throw new NoticeReadError('unreadable');
  return { text, pages, usedOcr };
}

interface DrawnCanvas {
  canvas: HTMLCanvasElement & { toBuffer?: (type: string) => Uint8Array };
  context: CanvasRenderingContext2D;
}

/** A scanned page drawn to a canvas (pdf.js's own canvas factory: the DOM's in a browser, @napi-rs/canvas in Node). */
async function drawPage(page: Pdfjs.PDFPageProxy, document: Pdfjs.PDFDocumentProxy, read: Read) {
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(OCR_DPI / 72, MAX_OCR_SIDE / Math.max(natural.width, natural.height));
  const viewport = page.getViewport({ scale });
  const factory = (document as unknown as { canvasFactory: { create(w: number, h: number): DrawnCanvas; destroy(c: DrawnCanvas): void } })
    .canvasFactory;
  const drawn = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const release = () => factory.destroy(drawn);
  const forget = read.onCleanUp(release);
  try {
    drawn.context.fillStyle = '#fff';
    drawn.context.fillRect(0, 0, drawn.canvas.width, drawn.canvas.height);
    await read.step(page.render({ canvas: drawn.canvas, canvasContext: drawn.context, viewport }).promise);
  } catch (error) {
    forget();
    release();
    throw pdfFailure(error);
  }
  // Node's canvas is handed over as PNG bytes; a browser's canvas as it is.
  const picture: OcrImage = typeof drawn.canvas.toBuffer === 'function' ? drawn.canvas.toBuffer('image/png') : drawn.canvas;
  return {
    picture,
    release: () => {
      forget();
      release();
    },
  };
}
