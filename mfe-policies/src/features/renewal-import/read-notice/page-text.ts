// A page's text as the notice parser wants it, rebuilt from where its words sit (issue 47): pdf.js's text items and
// tesseract's word boxes become the same positioned words, and the shared layout rebuild makes lines, cells at their
// columns, two columns one after the other and a table cell's wrapped lines joined (renewal-notice/layout/).
import { pageLayoutText, wordsFromOcr, wordsFromPdfItems, type OcrWord } from '@renewly/shared-contracts/features/renewal-notice';

export { isPdfTextItem as isPositionedText } from '@renewly/shared-contracts/features/renewal-notice';

/** A PDF page's text items (pdf.js getTextContent().items) as text. */
export function pageText(items: readonly unknown[]): string {
  return pageLayoutText(wordsFromPdfItems(items));
}

/** The words OCR found (tesseract.js's words, with their lines) as text. */
export function ocrText(words: readonly OcrWord[]): string {
  return pageLayoutText(wordsFromOcr(words));
}

/** Letters and digits in a text: how much there is to read. */
export function readableCharacters(text: string): number {
  return (text.match(/[\p{L}\p{N}£]/gu) ?? []).length;
}
