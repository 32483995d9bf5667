// The line a table's heading sits on, above a row: past the table's other rows (lines with a '£'), never past a blank
// line. Used by money-fields.ts (a short row under a heading naming the money) and same-cover-row.ts.
import { lineStartAt } from './text-lines';

/** The nearest line above the line at `at` that holds no '£', within `hops` lines; null at a blank line or beyond. */
export function headingLineAbove(text: string, at: number, hops: number): { text: string; start: number } | null {
  let end = text.lastIndexOf('\n', at - 1);
  for (let hop = 0; hop < hops && end > 0; hop += 1) {
    const start = lineStartAt(text, end);
    const line = text.slice(start, end);
    end = start - 1;
    if (line.trim() === '') return null;
    if (!/£/.test(line)) return { text: line, start };
  }
  return null;
}
