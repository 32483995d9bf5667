// A PDF page's text items joined into lines, as the notice parser wants them (docs/renewal-notice-parser.md, 'Known
// limits'): items at one height make one line, left to right, and each item starts at the character column its
// position gives it, so a table's amounts stay under their headings as in fixed-width text.

/** The part of pdf.js's TextItem this needs. */
export interface PositionedText {
  str: string;
  /** [a, b, c, d, x, y]: the item's transform; x, y its baseline's start in PDF units (y grows upwards). */
  transform: number[];
  width: number;
  height: number;
}

interface Piece {
  str: string;
  x: number;
  y: number;
  end: number;
  size: number;
}

export function isPositionedText(item: unknown): item is PositionedText {
  return typeof item === 'object' && item !== null && typeof (item as PositionedText).str === 'string' && Array.isArray((item as PositionedText).transform);
}

export function pageText(items: readonly unknown[]): string {
  const pieces: Piece[] = items
    .filter(isPositionedText)
    .filter((item) => item.str.trim() !== '')
    .map((item) => {
      const x = item.transform[4] ?? 0;
      const size = Math.abs(item.transform[3] ?? 0) || item.height || 10;
      return { str: item.str, x, y: item.transform[5] ?? 0, end: x + item.width, size };
    });
  if (pieces.length === 0) return '';

  // The width of a character on this page (the median over its items), for the column of each item.
  const perChar = pieces
    .filter((p) => p.end > p.x)
    .map((p) => (p.end - p.x) / p.str.length)
    .sort((a, b) => a - b);
  const charWidth = perChar[Math.floor(perChar.length / 2)] || 5;
  const left = Math.min(...pieces.map((p) => p.x));

  const byLine: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = byLine.at(-1);
    const lineY = line?.[0]?.y ?? Number.NaN;
    const lineSize = Math.min(line?.[0]?.size ?? 0, piece.size) || piece.size;
    if (line && Math.abs(lineY - piece.y) <= lineSize * 0.5) line.push(piece);
    else byLine.push([piece]);
  }

  return byLine
    .map((line) => {
      let out = '';
      let lastEnd = Number.NEGATIVE_INFINITY;
      for (const piece of line.sort((a, b) => a.x - b.x)) {
        // Pieces that touch are one word split by the PDF: no space between them.
        if (out === '' || piece.x - lastEnd > piece.size * 0.15) {
          const column = Math.max(0, Math.round((piece.x - left) / charWidth));
          if (out.length < column) out = out.padEnd(column, ' ');
          else if (out !== '' && !/\s$/.test(out)) out += ' ';
        }
        out += piece.str;
        lastEnd = piece.end;
      }
      return out.trimEnd();
    })
    .join('\n');
}

/** Letters and digits in a text: how much there is to read. */
export function readableCharacters(text: string): number {
  return (text.match(/[\p{L}\p{N}£]/gu) ?? []).length;
}
