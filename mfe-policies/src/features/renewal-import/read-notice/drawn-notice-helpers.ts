// What the fixture sets that draw notices with pdfkit share (sets 34, 38, 39, 40): text put at fixed places, and the
// check that every sum a set's notices print adds up, run when the set's module loads.
type Doc = PDFKit.PDFDocument;

/** One line of text at a fixed place, never wrapped. */
export const put = (doc: Doc, text: string, x: number, y: number): Doc => doc.text(text, x, y, { lineBreak: false });
/** One line of text ending at `right` (figures in a right-aligned column). */
export const putRight = (doc: Doc, text: string, right: number, y: number): Doc => doc.text(text, right - doc.widthOfString(text), y, { lineBreak: false });
/** A paragraph wrapped to `width`. */
export const para = (doc: Doc, text: string, x: number, y: number, width: number, lineGap = 1.5): Doc => doc.text(text, x, y, { width, lineGap });

/** Each [what, parts, total] must add up to the penny; a set whose notices print a wrong sum fails as it loads. */
export function checkSums(set: string, sums: readonly (readonly [string, readonly number[], number])[]): void {
  for (const [what, parts, total] of sums) {
    const pence = parts.reduce((sum, part) => sum + Math.round(part * 100), 0);
    if (pence !== Math.round(total * 100)) throw new Error(`${set}: ${what} adds up to ${pence / 100}, not ${total}`);
  }
}
