// The reader in Node (its jest tests and `npm run bench:import`): pdf.js's legacy build with its worker run in the same
// thread, fonts and CMaps read from node_modules; tesseract.js on a worker thread with the English data from
// @tesseract.js-data/eng, nothing fetched and nothing written. Never bundled for the browser.
import path from 'node:path';
import { ocrProgress } from './ocr-progress';
import type { OcrImage, OcrWorker, PdfjsModule, ReaderEnvironment } from './read-notice';

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

export function nodeReaderEnvironment(): ReaderEnvironment {
  const pdfjsDir = packageDir('pdfjs-dist');
  return {
    async loadPdfjs(): Promise<PdfjsModule> {
      const globals = globalThis as { pdfjsWorker?: unknown };
      globals.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      return import('pdfjs-dist/legacy/build/pdf.mjs');
    },
    pdfAssets: () => ({
      standardFontDataUrl: path.join(pdfjsDir, 'standard_fonts') + path.sep,
      cMapUrl: path.join(pdfjsDir, 'cmaps') + path.sep,
      cMapPacked: true,
      wasmUrl: path.join(pdfjsDir, 'wasm') + path.sep,
      iccUrl: path.join(pdfjsDir, 'iccs') + path.sep,
    }),
    async createOcrWorker(progress): Promise<OcrWorker> {
      const { createWorker, OEM } = await import('tesseract.js');
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int'),
        cacheMethod: 'none',
        gzip: true,
        logger: ocrProgress(progress),
      // Failures reach us as rejected calls; without a handler tesseract.js also throws them in its message handler.
      errorHandler: () => undefined,
      });
      return {
        recognize: async (image: OcrImage) => {
          const { data } = await worker.recognize(Buffer.from(image as Uint8Array));
          return { text: data.text, confidence: data.confidence };
        },
        terminate: () => worker.terminate(),
      };
    },
    photoForOcr: async (file: Blob) => new Uint8Array(await file.arrayBuffer()),
  };
}
