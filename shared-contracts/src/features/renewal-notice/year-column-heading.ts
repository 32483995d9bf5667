// The heading of the column a value stands in, found by walking up the lines above it at the value's place: a web page's
// 'Last year | This year' table printed with its columns apart ('Last year' over 'Start date  21/12/2025', and the
// 'This year' column's values under their own heading further down, with no labels of their own).
import { lineStartAt } from './text-lines';

/** A column of last year's terms: its dates are the cover now ending, never the renewal's. */
const LAST_YEARS = /^(?:last year|previous (?:year|policy|period)|expiring (?:policy|cover|terms)?|your (?:current|expiring) (?:policy|cover))\b/i;
/** A column of the year ahead. */
const YEAR_AHEAD = /^(?:this year|next year|year ahead|renewal|your renewal|new (?:policy|cover|terms))\b/i;
/** How many lines up a column's values may run under their heading. */
const MAX_ROWS = 10;
const MAX_HEADING = 30;

/** The words of the cell starting near column `col` of `line` (within 3 characters), or null when none starts there. */
function cellAt(line: string, col: number): string | null {
  for (let at = Math.max(0, col - 3); at <= col + 3 && at < line.length; at += 1) {
    if (line[at] !== ' ' && (at === 0 || line[at - 1] === ' ')) return line.slice(at).split(/ {2,}|\t/)[0]!.trim();
  }
  return null;
}

/** 'last' or 'ahead' when the value at `pos` stands under a year column's heading, else null. */
export function yearColumnAbove(text: string, pos: number): 'last' | 'ahead' | null {
  const lineStart = lineStartAt(text, pos);
  const col = pos - lineStart;
  let end = lineStart - 1;
  for (let rows = 0; rows < MAX_ROWS && end > 0; rows += 1) {
    const start = lineStartAt(text, end);
    const line = text.slice(start, end);
    end = start - 1;
    const cell = cellAt(line, col);
    if (cell === null) return null;
    // A heading is a few words of its own ('Last year', 'Your renewal'), not a sentence that starts the same way.
    if (cell.length > MAX_HEADING) return null;
    if (LAST_YEARS.test(cell)) return 'last';
    if (YEAR_AHEAD.test(cell)) return 'ahead';
  }
  return null;
}
