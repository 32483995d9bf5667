// A statement of several policies as a table ('Policy | Number | Renews | Renewal premium', then a row per policy:
// 'Car insurance   MV 8871 2405   01/01/2027   £612.08', 'Home insurance   HH 5502 1876   ...'): the car's row gives the
// policy number, in the column under 'Number'. Used by identity-fields.ts.
import type { Candidate } from './found-field';
import { rowsUnderHeadings, type TableCell } from './table-cells';

const POLICY_HEADING = /^(?:policy|policies|product|cover)$/i;
const NUMBER_HEADING = /^(?:policy )?(?:number|no\.?|ref(?:erence)?)$/i;
/** The car's row: its first cell names a car's cover ('Car insurance', 'Motor policy'), not a home's or a van's. */
const CAR_ROW = /^(?:your\s+)?(?:private\s+)?(?:car|motor)\b/i;
/** How many rows under the header the car's may be. */
const ROWS = 6;

/** The header's 'Number' cell, when a 'Policy' cell comes before it. */
function numberHeading(cells: TableCell[]): TableCell | undefined {
  const number = cells.find((c) => NUMBER_HEADING.test(c.text));
  return number && cells.some((c) => c.at < number.at && POLICY_HEADING.test(c.text)) ? number : undefined;
}

/** `numberAt` reads a policy number from the start of the text it is given, or gives null. */
export function policyNumberInStatementTable(text: string, numberAt: (after: string) => string | null): Candidate[] {
  const found: Candidate[] = [];
  for (const { headingStart, rows } of rowsUnderHeadings(text, numberHeading, ROWS)) {
    for (const { start, text: row, cells, under } of rows) {
      const value = under && CAR_ROW.test(cells[0]!.text) ? numberAt(row.slice(under.at)) : null;
      if (value) {
        found.push({ value, score: 0.85, labelStart: headingStart, start: start + under!.at, end: start + under!.at + value.length });
        break;
      }
    }
  }
  return found;
}
