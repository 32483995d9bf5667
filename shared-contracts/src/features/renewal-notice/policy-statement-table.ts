// A statement of several policies as a table ('Policy | Number | Renews | Renewal premium', then a row per policy:
// 'Car insurance   MV 8871 2405   01/01/2027   £612.08', 'Home insurance   HH 5502 1876   ...'): the car's row gives the
// policy number, in the column under 'Number'. Used by identity-fields.ts.
import type { Candidate } from './found-field';
import { cellsOf, cellUnder } from './table-cells';

const POLICY_HEADING = /^(?:policy|policies|product|cover)$/i;
const NUMBER_HEADING = /^(?:policy )?(?:number|no\.?|ref(?:erence)?)$/i;
/** The car's row: its first cell names a car's cover ('Car insurance', 'Motor policy'), not a home's or a van's. */
const CAR_ROW = /^(?:your\s+)?(?:private\s+)?(?:car|motor)\b/i;
/** How many rows under the header the car's may be. */
const ROWS = 6;

/** `numberAt` reads a policy number from the start of the text it is given, or gives null. */
export function policyNumberInStatementTable(text: string, numberAt: (after: string) => string | null): Candidate[] {
  const found: Candidate[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const start = lineStart;
    lineStart += line.length + 1;
    if (/\d/.test(line)) continue;
    const cells = cellsOf(line);
    const number = cells.find((c) => NUMBER_HEADING.test(c.text));
    if (!number || !cells.some((c) => c.at < number.at && POLICY_HEADING.test(c.text))) continue;
    let at = lineStart;
    for (let row = 0; row < ROWS && at < text.length; row += 1) {
      const end = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
      const rowText = text.slice(at, end);
      if (rowText.trim() === '') break;
      const under = cellUnder(rowText, number.at);
      const value = under && CAR_ROW.test(cellsOf(rowText)[0]!.text) ? numberAt(rowText.slice(under.at)) : null;
      if (value) {
        found.push({ value, score: 0.85, labelStart: start + number.at, start: at + under!.at, end: at + under!.at + value.length });
        break;
      }
      at = end + 1;
    }
  }
  return found;
}
