// Tiles that print a big value over a small caption naming it ('27 Feb 2027' over 'Your cover renews', '£497.35' over
// 'Your price for the year, including' / 'IPT', two tiles a row: 'MTC-P-0061842   DK70 NHP' over 'Policy number   Peugeot
// 2008 ...'): every other reading takes a label before its value, so each caption is set before its value (the lines
// swapped, their words unchanged). Only a run of three tiles or more, starting after no caption of its own (prose or a
// heading above it) and not followed by a value in the same shape: a column of labels each over its value ('Policy
// number' / 'PCH-4418-0273' / 'Registration' / 'YC19 KWE') starts with a label and ends with a value, so it is left as
// it is. Used by parseRenewalNotice before anything reads the text.

/** A line's cells: runs of text set apart by two spaces or more. */
const cellsOf = (line: string) => line.trim().split(/\s{2,}/).filter((cell) => cell !== '');

/** A value alone in its cell: an amount (a change signed: '+£55.85'), a date, or a reference or plate (capitals with digits). */
const VALUE_CELL = /^(?:[+−-]?£\s?\d[\d,]*(?:\.\d{2})?|\d{1,2}(?:st|nd|rd|th)? [A-Z][a-z]{2,8} \d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|(?=[A-Z0-9/ -]*\d)(?=[A-Z0-9/ -]*[A-Z])[A-Z0-9][A-Z0-9/-]{2,}(?: [A-Z0-9]{2,4})?)$/;
const valueLine = (line: string) => {
  const cells = cellsOf(line);
  return cells.length > 0 && cells.length <= 3 && cells.every((cell) => VALUE_CELL.test(cell)) ? cells.length : 0;
};
/**
 * A caption: words (a car's description may hold its model's figures, 'Peugeot 2008 1.2 PureTech Allure (2020)'), no
 * '£', no value of its own, a few words a cell, each cell starting with a letter and holding a word in small letters.
 */
const captionLine = (line: string) =>
  line.trim() !== '' && !/£/.test(line) && !valueLine(line) && cellsOf(line).every((cell) => cell.split(' ').length <= 8 && /^[A-Za-z]/.test(cell) && /[a-z]{3}/.test(cell) && !/\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/.test(cell));

/** A caption's second line: a few words, no figure ('IPT' after 'Your price for the year, including'). */
const captionGoesOn = (line: string) => /^\s*[A-Za-z][A-Za-z ,()'’-]*$/.test(line) && line.trim().split(/\s+/).length <= 6;

/**
 * Fewer than three rows, but three tiles or more side by side: each row of amounts over as many captions ('£350  £250
 * £600' over 'compulsory excess  voluntary excess  total excess'). Only amounts: a row of dates over their captions is
 * read as a table's.
 */
function amountsOverCaptions(lines: readonly string[], tiles: readonly { value: number }[]): boolean {
  const cells = tiles.map(({ value }) => cellsOf(lines[value]!));
  if (cells.flat().length < 3) return false;
  return tiles.every(({ value }, k) => cells[k]!.every((c) => /^[+−-]?£/.test(c)) && cellsOf(lines[value + 1]!).length === cells[k]!.length);
}

export function captionsUnderValues(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    // (A heading of one cell over a row of several values is no caption of theirs: 'Your excess' over '£350  £250  £600'.)
    const above = i > 0 ? lines[i - 1]! : '';
    const ownCaptionAbove = captionLine(above) && !/[.:!?]\s*$/.test(above) && cellsOf(above).every((c) => c.split(' ').length <= 6) && (valueLine(lines[i]!) === 1 || cellsOf(above).length > 1);
    if (!valueLine(lines[i]!) || ownCaptionAbove) continue;
    // The tiles from here: a value line, then its caption over one or two lines (a caption may wrap), again and again.
    const tiles: { value: number; captionEnd: number }[] = [];
    let at = i;
    while (at < lines.length && valueLine(lines[at]!)) {
      let end = at + 1;
      while (end < lines.length && end <= at + 2 && (captionLine(lines[end]!) || (end > at + 1 && captionGoesOn(lines[end]!)))) end += 1;
      if (end === at + 1) break;
      tiles.push({ value: at, captionEnd: end });
      // (A blank line may part two rows of tiles.)
      at = end < lines.length && lines[end]!.trim() === '' && end + 1 < lines.length && valueLine(lines[end + 1]!) ? end + 1 : end;
    }
    if ((tiles.length < 3 && !amountsOverCaptions(lines, tiles)) || (at < lines.length && valueLine(lines[at]!))) continue;
    for (const { value, captionEnd } of tiles) {
      const swapped = [...lines.slice(value + 1, captionEnd), lines[value]!];
      lines.splice(value, captionEnd - value, ...swapped);
    }
    i = tiles.at(-1)!.captionEnd - 1;
  }
  return lines.join('\n');
}
