// A line of a table read as cells: each starts the line or follows a column's gap of two spaces or more ('Vehicle
// Registration' over 'Triumph TR6 PI   FVE 348K'). Used where a heading's column gives the value under it.

const CELL = /(?<=^|[ \t]{2})[ \t]*(\S(?:\S| (?! ))*)/g;

export interface TableCell {
  /** Where the cell starts in its line. */
  at: number;
  text: string;
}

export const cellsOf = (line: string): TableCell[] => [...line.matchAll(CELL)].map((m) => ({ at: m.index + m[0].length - m[1]!.length, text: m[1]! }));

/** The cell of `line` that starts under a heading starting at `column` (within two characters, as columns drift). */
export const cellUnder = (line: string, column: number): TableCell | undefined => cellsOf(line).find((c) => Math.abs(c.at - column) <= 2);

/** A row below a header row: where it starts in the text, its words, its cells, and its cell under the chosen heading. */
export interface RowUnderHeading {
  start: number;
  text: string;
  cells: TableCell[];
  under: TableCell | undefined;
}

/** A header row of labels and the rows below it. */
export interface HeadedRows {
  /** Where the chosen heading starts in the text. */
  headingStart: number;
  rows: RowUnderHeading[];
}

/**
 * Each header row (a line of labels with no digit) whose heading `pick` chooses among its cells, with up to `count`
 * rows below it, to a blank line, each with its cell under that heading.
 */
export function rowsUnderHeadings(text: string, pick: (cells: TableCell[]) => TableCell | undefined, count: number): HeadedRows[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  lines.reduce((at, line) => (starts.push(at), at + line.length + 1), 0);
  const found: HeadedRows[] = [];
  lines.forEach((line, i) => {
    if (/\d/.test(line)) return;
    const heading = pick(cellsOf(line));
    if (!heading) return;
    const rows: RowUnderHeading[] = [];
    for (let j = i + 1; j < lines.length && rows.length < count && lines[j]!.trim() !== ''; j += 1) {
      rows.push({ start: starts[j]!, text: lines[j]!, cells: cellsOf(lines[j]!), under: cellUnder(lines[j]!, heading.at) });
    }
    found.push({ headingStart: starts[i]! + heading.at, rows });
  });
  return found;
}
