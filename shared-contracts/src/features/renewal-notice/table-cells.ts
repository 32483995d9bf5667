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
