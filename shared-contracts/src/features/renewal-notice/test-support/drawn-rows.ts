// For the reader's tests: words placed as a PDF page draws them, so a layout can be written by hand.
import type { PositionedWord } from '../layout/positioned-words';

/** Words drawn as a PDF page would: each [x, text] on line `index` (14 units a line), 5 units a character. */
export function row(index: number, ...cells: [number, string][]): PositionedWord[] {
  return cells.flatMap(([x, text]) => {
    let at = x;
    return text.split(' ').map((word) => {
      const placed = { text: word, x: at, y: index * 14, width: word.length * 5, height: 10 };
      at += (word.length + 1) * 5;
      return placed;
    });
  });
}
