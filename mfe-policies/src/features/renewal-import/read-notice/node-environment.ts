// The reader in Node (its jest tests and `npm run bench:import`): pdf.js's legacy build with its worker run in the same
// thread, fonts and CMaps read from node_modules; tesseract.js on a worker thread with the English data from
// @tesseract.js-data/eng, nothing fetched and nothing written. Never bundled for the browser.
import path from 'node:path';
import { startOcrWorker } from './ocr-worker';
import type { OcrWorker, PdfjsModule, ReaderEnvironment } from './read-notice';

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
    createOcrWorker: (progress): Promise<OcrWorker> =>
      startOcrWorker({ langPath: path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int') }, progress, (image) =>
        Buffer.from(image as Uint8Array),
      ),
    photoForOcr: async (file: Blob) => new Uint8Array(await file.arrayBuffer()),
    async rotate(image, quarterTurns) {
      // pdf.js's own optional canvas in Node (it draws scanned pages with it too).
      const { createCanvas, loadImage } = await import('@napi-rs/canvas');
      const source = await loadImage(Buffer.from(image as Uint8Array));
      const sideways = quarterTurns !== 2;
      const canvas = createCanvas(sideways ? source.height : source.width, sideways ? source.width : source.height);
      const context = canvas.getContext('2d');
      context.translate(canvas.width / 2, canvas.height / 2);
      context.rotate((quarterTurns * Math.PI) / 2);
      context.drawImage(source, -source.width / 2, -source.height / 2);
      return new Uint8Array(canvas.toBuffer('image/png'));
    },
  };
}
