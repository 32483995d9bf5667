// Excesses of one kind read at different amounts (a cheaper option's box beside the renewal's own table; last year's
// card beside the renewal's): when exactly one total, compulsory and voluntary excess read add up (compulsory +
// voluntary = total), they are the policy's and the others are dropped. Used by money-fields.ts; corroborate.ts then checks the sum.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { lineEndAt, lineStartAt } from './text-lines';
import { findAmounts, pence } from './uk-amounts';

export function excessesThatAddUp(byField: Record<MoneyFieldName, Candidate[]>): void {
  const distinct = (field: MoneyFieldName) => [...new Set(byField[field].map((c) => pence(c.value)))];
  const [totals, compulsory, voluntary] = [distinct('totalExcess'), distinct('compulsoryExcess'), distinct('voluntaryExcess')];
  if (totals.length < 2 && compulsory.length < 2 && voluntary.length < 2) return;
  const sums = totals.flatMap((t) => compulsory.flatMap((c) => voluntary.filter((v) => c + v === t).map((v) => [t, c, v] as const)));
  if (sums.length !== 1) return;
  const [t, c, v] = sums[0]!;
  byField.totalExcess = byField.totalExcess.filter((x) => pence(x.value) === t);
  byField.compulsoryExcess = byField.compulsoryExcess.filter((x) => pence(x.value) === c);
  byField.voluntaryExcess = byField.voluntaryExcess.filter((x) => pence(x.value) === v);
}

const PARTS = ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'] as const;

/**
 * Two of the three excesses read (one value each among their best-scored figures), and the third not: the figure the sum makes of them (total − the
 * other part, or the parts' sum), when the notice prints it, is the third, asking for a tick ('The Insured shall be
 * responsible for the first £300 ...' read apart from its heading on a scan, beside 'a further £200' and 'The total
 * excess ... is therefore £500'). Only a figure printed once with '£' as that sum, in wording about a claim or an excess
 * whose words before it on its line name no kind of excess (nor one right after it), and not a row of another excess
 * ('Windscreen excess  £75').
 */
export function missingExcessPrinted(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  const missing = PARTS.filter((f) => byField[f].length === 0);
  if (missing.length !== 1) return;
  // Each part read: its best-scored figure, one value among the best.
  const values = PARTS.map((f) => {
    const best = Math.max(...byField[f].map((c) => c.score));
    return [...new Set(byField[f].filter((c) => c.score === best).map((c) => pence(c.value)))];
  });
  if (values.some((v, k) => PARTS[k] !== missing[0] && v.length !== 1)) return;
  const [c, v, t] = values.map((list) => list[0] ?? 0);
  const want = missing[0] === 'totalExcess' ? c! + v! : missing[0] === 'compulsoryExcess' ? t! - v! : t! - c!;
  if (want <= 0) return;
  // (In wording about a claim, not on a row naming a kind: a row left unread was left so on purpose.)
  const line = (a: { start: number }) => text.slice(lineStartAt(text, a.start), lineEndAt(text, a.start));
  // (Its own words, before it on its line, name no kind; a kind named after them is another figure's: 'The excess for
  // accidental damage is £200, and as you have chosen a voluntary excess of £100'. In a strip of items set apart by
  // dots or bars, 'Voluntary: £150 · You pay: £400 · Windscreen: £95', its own words are its item's, and the other
  // items naming kinds of excess make the line one about the excess.)
  const before = (a: { start: number }) => text.slice(lineStartAt(text, a.start), a.start).split(STRIP_SEPARATOR).at(-1)!;
  const aboutExcess = (a: { start: number }) => /\b(?:claims?|excess)\b/i.test(line(a)) || (STRIP_SEPARATOR.test(line(a)) && /\b(?:compulsory|voluntary)\b/i.test(line(a)));
  const printed = findAmounts(text).filter((a) => pence(a.value) === want && /£/.test(text.slice(Math.max(0, a.start - 2), a.end)) && aboutExcess(a) && !/\b(?:compulsory|voluntary|total)\b/i.test(before(a)) && !/^[\s(]*(?:compulsory|voluntary|total)\b/i.test(text.slice(a.end, a.end + 20)) && !/excess[\s:.]*$/i.test(before(a)));
  if (printed.length !== 1) return;
  const a = printed[0]!;
  byField[missing[0]!].push({ value: a.value, score: 0.7, labelStart: lineStartAt(text, a.start), start: a.start, end: a.end, reason: MISSING_PART_REASON });
}

/** A dot or bar between a strip's items. */
const STRIP_SEPARATOR = /\s[·•|]\s/;

const MISSING_PART_REASON = 'Read as the excess the other two make, where the notice prints it; nothing labels it so: check it.';
