// A schedule's endorsements telling the excesses in words under headings naming each kind ('001 Compulsory Excess' over
// 'The Insured shall be responsible for the first £300 of any claim under Section 2 ...', '012 Voluntary Excess' over
// '... responsible for a further £200 of any claim'): the first amount of the wording under such a heading is that
// kind's excess. Only a heading naming one kind of the policy's own excess (not a young driver's or a windscreen's),
// alone on its line after an endorsement's number, and only where no row gave that kind. Used by money-fields.ts.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { findAmounts } from './uk-amounts';

/**
 * '001 Compulsory Excess', 'Endorsement 012 – Voluntary Excess', 'MM07 Voluntary excess' (an insurer's letters before
 * the number), 'Voluntary excess': the heading alone on its line.
 */
const KIND_HEADING = /^[ \t]*(?:(?:endorsement[ \t]+)?[A-Z]{0,3}\d{1,4}[ \t]*[–—:.-]?[ \t]*)?(compulsory|voluntary)[ \t]+excess[ \t]*$/i;
/** Another endorsement's heading: its number, then its title. */
const NEXT_HEADING = /^[ \t]*[A-Z]{0,3}\d{1,4}[ \t]+[A-Z]/;

/** How many lines of wording under the heading its amount may stand in. */
const WORDING_LINES = 2;

export function excessEndorsements(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  const lines = text.split('\n');
  let at = 0;
  const found: Partial<Record<'compulsoryExcess' | 'voluntaryExcess', Candidate>> = {};
  lines.forEach((line, i) => {
    const lineStart = at;
    at += line.length + 1;
    const heading = KIND_HEADING.exec(line);
    if (!heading) return;
    const field = /compulsory/i.test(heading[1]!) ? 'compulsoryExcess' : 'voluntaryExcess';
    let wordingStart = at;
    for (const wording of lines.slice(i + 1, i + 1 + WORDING_LINES)) {
      // The next endorsement's heading ends this one's wording.
      if (KIND_HEADING.test(wording) || NEXT_HEADING.test(wording)) break;
      const amount = findAmounts(wording)[0];
      if (amount) {
        found[field] ??= { value: amount.value, score: 0.75, labelStart: lineStart, start: wordingStart + amount.start, end: wordingStart + amount.end };
        return;
      }
      wordingStart += wording.length + 1;
    }
  });
  for (const [field, candidate] of Object.entries(found) as ['compulsoryExcess' | 'voluntaryExcess', Candidate][]) {
    if (byField[field].length === 0) byField[field].push(candidate);
  }
}
