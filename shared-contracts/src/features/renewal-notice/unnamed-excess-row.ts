// A photo's excess row whose kind OCR garbled past mending ('ore  excess  £150' for 'Compulsory excess £150', 'fieexcess
// £500' or '”excess £250' for 'Voluntary excess …'), among the rows of the other kind and the total excess: the one
// kind not named is the missing one, when its figure and the other kind's make the total. A guess at the lost word the
// sum bears out, still asking for a tick. Used by money-fields.ts.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { findAmounts, pence } from './uk-amounts';

/** The row's label: one short run of characters that is no word of an excess's kind, then 'excess' (OCR may join them). */
const GARBLED_KIND_ROW = /^[ \t]*(\S{1,6}?)[ \t]*excess[ \t]*:?[ \t]*$/i;
/** Words that name an excess (or whose excess it is) rather than stand for a lost kind; 'otal' is 'total' missing its T. */
const KNOWN_WORD = /^(?:compulsory|voluntary|total|otal|overall|combined|your|the|any|each|an?|policy|own|young|driver'?s?|learner|named|additional|provisional|windscreen|glass|theft|fire|damage|repair|replacement|claims?|standard|basic|agreed|main)$/i;
/** How many lines from the other kind's row the garbled row may be: one box of rows. */
const REACH = 3;

export const GARBLED_KIND_REASON = "The row's words were hard to read; this is taken as the compulsory excess because it and the voluntary excess make the total: check it.";
export const GARBLED_VOLUNTARY_REASON = "The row's words were hard to read; this is taken as the voluntary excess because it and the compulsory excess make the total: check it.";

const oneValue = (candidates: Candidate[]) => (new Set(candidates.map((c) => pence(c.value))).size === 1 ? candidates[0] : undefined);

/** The garbled row (one only) whose figure and the other kind's make the total, as the missing kind's candidate. */
function garbledRow(text: string, other: Candidate, total: Candidate, reason: string): Candidate | undefined {
  const othersLine = text.slice(0, other.start).split('\n').length - 1;
  const found: Candidate[] = [];
  let start = 0;
  for (const [lineNumber, line] of text.split('\n').entries()) {
    const amounts = findAmounts(line);
    const label = amounts.length === 1 ? GARBLED_KIND_ROW.exec(line.slice(0, amounts[0]!.start)) : null;
    const near = Math.abs(lineNumber - othersLine) <= REACH;
    if (label && near && !KNOWN_WORD.test(label[1]!) && !/\d/.test(label[1]!) && pence(amounts[0]!.value) + pence(other.value) === pence(total.value)) {
      const amount = amounts[0]!;
      found.push({ value: amount.value, score: 0.8, labelStart: start + label.index, start: start + amount.start, end: start + amount.end, reason });
    }
    start += line.length + 1;
  }
  return found.length === 1 ? found[0] : undefined;
}

export function unnamedExcessRow(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  const total = oneValue(byField.totalExcess);
  if (!total) return;
  const compulsory = oneValue(byField.compulsoryExcess);
  const voluntary = oneValue(byField.voluntaryExcess);
  if (voluntary && byField.compulsoryExcess.length === 0) {
    const row = garbledRow(text, voluntary, total, GARBLED_KIND_REASON);
    if (row) byField.compulsoryExcess = [row];
  } else if (compulsory && byField.voluntaryExcess.length === 0) {
    const row = garbledRow(text, compulsory, total, GARBLED_VOLUNTARY_REASON);
    if (row) byField.voluntaryExcess = [row];
  }
}
