// One model for the words of a page, whichever way they were read: pdf.js's text items (x, y of the baseline, width,
// y growing upwards) and tesseract's word boxes (x0, y0, x1, y1, y growing downwards) both become PositionedWords,
// and the layout rebuild (page-layout.ts) works on those alone.
import { unspacedLetters } from './letter-spaced';

/** A word (or a run of words the PDF drew as one item) and its box: x, y the top-left corner, y growing downwards. */
export interface PositionedWord {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of pdf.js's TextItem the reader needs. */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, x, y]: x, y the baseline's start in PDF units (y grows upwards). */
  transform: number[];
  width: number;
  height: number;
}

/** The part of a tesseract.js word the reader needs; `line` is the box of the line tesseract put it in. */
export interface OcrWord {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  line?: { bbox: { x0: number; y0: number; x1: number; y1: number } };
}

export function isPdfTextItem(item: unknown): item is PdfTextItem {
  return typeof item === 'object' && item !== null && typeof (item as PdfTextItem).str === 'string' && Array.isArray((item as PdfTextItem).transform);
}

export function wordsFromPdfItems(items: readonly unknown[]): PositionedWord[] {
  return items
    .filter(isPdfTextItem)
    .filter((item) => item.str.trim() !== '')
    .map((item) => {
      const size = Math.abs(item.transform[3] ?? 0) || item.height || 10;
      // Flip y so that it grows downwards: the baseline is the box's bottom.
      return { text: unspacedLetters(item.str), x: item.transform[4] ?? 0, y: -(item.transform[5] ?? 0) - size, width: item.width, height: size };
    });
}

/**
 * OCR words keep the line tesseract found them in: each word takes its line's top and height, so a photo taken a
 * little askew does not break a line in two where its words drift up or down.
 */
export function wordsFromOcr(words: readonly OcrWord[]): PositionedWord[] {
  return words
    .filter((word) => word.text.trim() !== '')
    .map((word) => {
      const box = word.line?.bbox ?? word.bbox;
      return { text: word.text, x: word.bbox.x0, y: box.y0, width: word.bbox.x1 - word.bbox.x0, height: Math.max(1, box.y1 - box.y0) };
    });
}
