// tesseract.js's English worker as the reader uses it, in the browser and in Node alike; only where its files come from
// and how an image is handed over differ (browser-environment.ts, node-environment.ts).
import type { ImageLike, Page, WorkerOptions } from 'tesseract.js';
import { ocrProgress } from './ocr-progress';
import { ocrText } from './page-text';
import type { OcrImage, OcrWorker } from './read-notice';

export async function startOcrWorker(
  files: Partial<WorkerOptions>,
  progress: (fraction: number) => void,
  toImage: (image: OcrImage) => ImageLike,
): Promise<OcrWorker> {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    ...files,
    // Nothing kept in IndexedDB: the browser's HTTP cache keeps the language data.
    cacheMethod: 'none',
    gzip: true,
    logger: ocrProgress(progress),
    // Failures reach us as rejected calls; without a handler tesseract.js also throws them in its message handler.
    errorHandler: () => undefined,
  });
  return {
    recognize: async (image: OcrImage) => {
      const { data } = await worker.recognize(toImage(image), {}, { text: true, blocks: true });
      return { text: laidOut(data) ?? data.text, confidence: data.confidence };
    },
    terminate: () => worker.terminate(),
  };
}

/**
 * The page rebuilt from OCR's word boxes by the same layout as a PDF's (issue 47): each word with the box of the line
 * tesseract put it in. Undefined when tesseract gave no boxes (its own text is used).
 */
function laidOut(page: Page): string | undefined {
  const words = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words.map((word) => ({ text: word.text, bbox: word.bbox, line: { bbox: line.bbox } })))),
  );
  return words.length > 0 ? ocrText(words) : undefined;
}
