// A change in price a schedule or a tile prints as a bare signed figure beside its label, with no '£' and no sentence
// ('Change   +24.81', 'Difference  +32.65 GBP', 'MOVEMENT  +52.49', 'VAR ...... +35.53', '+58.65 change'), as a row
// whose label says which way ('Increase  £22.12'), or ending the premium's row after both years' figures. Used only to confirm this year's and last year's premiums when they
// differ by exactly that much (money-checks.ts): a sign and pence both agreeing is a check no misread pair passes by
// chance. A figure that does not agree says nothing here (it may be the monthly price's change, or an add-on's): the
// sentence forms (statedChange) flag and derive, this does not.
import { pence } from './uk-amounts';
import { PENCE } from './year-columns-bare';

/** The row's label: the change, the difference, a ledger's movement or variance ('Change in your premium'). */
const LABEL = String.raw`(?:change|difference|movement|var(?:iance)?)\b`;
/** A signed amount in pounds and pence: '+24.81', '-12.00', '−12.00', '+£24.81'; the sign is what makes it a change. */
const SIGNED = String.raw`([+\-−])\s?£?\s?(${PENCE})(?![\d%])`;
/** The label, then (past leaders or words, on its line) the signed figure, ending its cell or its sentence ('Change: +53.78.'). */
const LABEL_THEN_FIGURE = new RegExp(String.raw`(?:^|\s{2}|[.!?]\s)[ \t]*${LABEL}[^\n\d£+\-−]{0,60}?\s${SIGNED}(?:\s*(?:GBP|STG))?(?=\s{2}|\s*$|\.(?:\s|$))`, 'i');
/** The signed figure, then its label ('+58.65 change', a tile's caption under its figure). */
const FIGURE_THEN_LABEL = new RegExp(String.raw`(?:^|\s{2})[ \t]*${SIGNED}\s+${LABEL}`, 'i');
const ANY_SIGNED = new RegExp(SIGNED, 'g');
/**
 * A row of its own naming the change's direction, with an unsigned amount ('Increase   £22.12', 'Saving: £30.40'):
 * the word gives the sign. The whole line is the row, so no sentence's add-on or discount is taken for it.
 */
const DIRECTED_ROW = new RegExp(String.raw`^[ \t]*(increase|rise|decrease|reduction|saving|fall)(?:\s+(?:in|on)\s+(?:your\s+)?(?:premium|price))?\s*:?\s+£\s?(${PENCE})[ \t]*$`, 'i');

/**
 * A premium's row of a 'what changed' table: last year's figure, this year's, then the change signed, ending the line
 * ('Premium including IPT   £684.13   £655.72   −£28.41'): the third is the change.
 */
const PREMIUM_ROW_WITH_CHANGE = new RegExp(String.raw`^[ \t]*[^\n£\d]*\b(?:premium|price)\b[^\n£\d]*£?\s?${PENCE}\s{2,}£?\s?${PENCE}\s{2,}${SIGNED}[ \t]*$`, 'i');

/** The change the notice states as a bare signed figure, in pence, when every line that states one agrees (else null). */
export function bareChangePence(text: string): number | null {
  const found = new Set<number>();
  for (const framed of text.split('\n')) {
    // A boxed printout's borders ('| CHANGE IN GROSS PREMIUM   +18.40   |') are no part of the row.
    const line = framed.replace(/^\s*\|/, '').replace(/\|\s*$/, '');
    const directed = DIRECTED_ROW.exec(line);
    if (directed) {
      const value = pence(directed[2]!.replace(/,/g, ''));
      found.add(/increase|rise/i.test(directed[1]!) ? value : -value);
      continue;
    }
    const m = LABEL_THEN_FIGURE.exec(line) ?? FIGURE_THEN_LABEL.exec(line) ?? PREMIUM_ROW_WITH_CHANGE.exec(line);
    // One signed figure on the line: 'Change  +58.65  +4.89' (annual and monthly) says nothing.
    if (!m || (line.match(ANY_SIGNED) ?? []).length !== 1) continue;
    const value = pence(m[2]!.replace(/,/g, ''));
    found.add(m[1] === '+' ? value : -value);
  }
  return found.size === 1 ? [...found][0]! : null;
}
