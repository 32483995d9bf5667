// The reader in the browser: pdf.js's worker, fonts, CMaps and wasm, and tesseract.js's worker, core and English data,
// all from the remote's own origin (reader-assets.ts). tesseract.js is loaded only for a photo or a scanned page.
import { NoticeReadError } from './notice-read-error';
import type { OcrImage, OcrWorker, PdfjsModule, ReaderEnvironment } from './read-notice';
import { ocrWorkerFiles, PDF_WORKER_FILE, readerAssetUrl } from './reader-assets';
import { startOcrWorker } from './ocr-worker';

/** A photo's longer side is scaled down to this before OCR (a phone's 4000 px photo takes seconds more, reads no better). */
const MAX_PHOTO_SIDE = 2800;

// The smallest module using a SIMD instruction (as wasm-feature-detect checks it).
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

function supportsSimd(): boolean {
  try {
    return WebAssembly.validate(SIMD_PROBE);
  } catch {
    return false;
  }
}

export const browserReaderEnvironment: ReaderEnvironment = {
  async loadPdfjs(): Promise<PdfjsModule> {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    pdfjs.GlobalWorkerOptions.workerSrc = readerAssetUrl('pdfjs', PDF_WORKER_FILE);
    return pdfjs;
  },
  pdfAssets: () => ({
    standardFontDataUrl: readerAssetUrl('pdfjs', 'standard_fonts/'),
    cMapUrl: readerAssetUrl('pdfjs', 'cmaps/'),
    cMapPacked: true,
    wasmUrl: readerAssetUrl('pdfjs', 'wasm/'),
    iccUrl: readerAssetUrl('pdfjs', 'iccs/'),
  }),
  createOcrWorker: (progress): Promise<OcrWorker> =>
    // From the remote's reader folder; the worker from its own URL when that is on the page's origin (reader-assets.ts).
    startOcrWorker(ocrWorkerFiles(window.location.origin, supportsSimd()), progress, (image) => image as HTMLCanvasElement),
  async photoForOcr(file: Blob): Promise<OcrImage> {
    if (typeof createImageBitmap !== 'function') return file;
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch (error) {
      throw new NoticeReadError('damaged', { cause: error });
    }
    const scale = MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas;
  },
  async rotate(image: OcrImage, quarterTurns: 1 | 2 | 3): Promise<OcrImage> {
    const source: CanvasImageSource = image instanceof Blob ? await createImageBitmap(image) : (image as HTMLCanvasElement | ImageBitmap);
    const { width, height } = source as { width: number; height: number };
    const canvas = document.createElement('canvas');
    const sideways = quarterTurns !== 2;
    canvas.width = sideways ? height : width;
    canvas.height = sideways ? width : height;
    const context = canvas.getContext('2d');
    if (!context) throw new NoticeReadError('unreadable');
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((quarterTurns * Math.PI) / 2);
    context.drawImage(source, -width / 2, -height / 2);
    if (image instanceof Blob) (source as ImageBitmap).close();
    return canvas;
  },
};
