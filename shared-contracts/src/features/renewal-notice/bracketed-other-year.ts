// This year's price with the other year's and the change between them in brackets after it ('£1,486.72 (this year
// £1,402.15, an increase of £84.57)', '£623.10 (currently £640.00, a saving of £16.90)'): the bracket's figure is last
// year's price (the current year's, as a letter written before the renewal calls it) when the two differ by exactly
// the change it states, with its sign. Read only where no other figure gave last year's. Used by money-fields.ts.
import type { Candidate } from './found-field';
import type { MoneyFieldName } from './premium-words';
import { findAmounts, pence } from './uk-amounts';

const BRACKET = /\(\s*(?:this\s+year|currently|now|at\s+present|your\s+current\s+(?:premium|price)|the\s+current\s+year)\s*:?\s*(£\s?[\d,]+(?:\.\d{2})?)\s*[,;]\s*(?:an?\s+)?(increase|rise|decrease|reduction|fall|saving|drop)\s+of\s+(£\s?[\d,]+(?:\.\d{2})?)\s*\)/gi;

export function bracketedOtherYear(text: string, byField: Record<MoneyFieldName, Candidate[]>): Candidate[] {
  const found: Candidate[] = [];
  for (const m of text.matchAll(BRACKET)) {
    const [other, change] = [findAmounts(m[1]!)[0], findAmounts(m[3]!)[0]];
    const before = byField.renewalPremium.find((c) => c.end <= m.index && /^\s*$/.test(text.slice(c.end, m.index)));
    if (!other || !change || !before) continue;
    const sign = /increase|rise/i.test(m[2]!) ? 1 : -1;
    if (pence(before.value) - pence(other.value) !== sign * pence(change.value)) continue;
    const start = m.index + m[0].indexOf(m[1]!);
    found.push({ value: other.value, score: 0.9, labelStart: m.index, start, end: start + m[1]!.length });
  }
  return found;
}
