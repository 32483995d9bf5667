// Rows of premiums read together (issue 47's fresh notices): a row a policy year, an arrow from last year's price to
// this year's, and a total under the rows (a car or a driver each) it adds up. Used by money-fields.ts.
import type { Candidate } from './found-field';
import { MONEY_WORD, type Scored } from './premium-words';
import type { AmountToken } from './uk-amounts';

/**
 * A row labelled by its policy year: 'Premium for 2027/28', '2026/27', '2027/28 (renewal)', 'Annual premium (policy
 * year 2025–26)'; in a statement, after the date of its entry ('23/12/2025   Renewal premium (year 2026/27)').
 */
const POLICY_YEAR_LABEL = /^[ \t]*(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}[ \t]{2,})?[A-Za-z' ]{0,30}?(?:\([A-Za-z ]{0,20})?\b(20\d\d)\s*[/–-]\s*(?:20)?\d\d\b[^£\n\d]{0,25}?[ \t]*$/;

/**
 * Rows of premiums a policy year each ('2025/26 £388.00' / '2026/27 £412.70' / '2027/28 (renewal) £436.90', under
 * 'Annual premium'): the latest year's is the renewal's, the year before it last year's. Only for two rows or more,
 * close together, that name a price or sit under a heading that does.
 */
export function policyYearRows(text: string, amounts: readonly AmountToken[]): Map<number, Scored | null> {
  const rows: { year: number; start: number; line: number }[] = [];
  for (const amount of amounts) {
    const lineStart = text.lastIndexOf('\n', amount.start - 1) + 1;
    const lineEnd = text.indexOf('\n', amount.end);
    if (/£/.test(text.slice(amount.end, lineEnd < 0 ? text.length : lineEnd))) continue; // one amount a row
    const m = POLICY_YEAR_LABEL.exec(text.slice(lineStart, amount.start));
    if (m) rows.push({ year: Number(m[1]), start: amount.start, line: text.slice(0, lineStart).split('\n').length });
  }
  const out = new Map<number, Scored | null>();
  const close = rows.every((row, i) => i === 0 || row.line - rows[i - 1]!.line <= 2);
  if (rows.length < 2 || !close || new Set(rows.map((r) => r.year)).size !== rows.length) return out;
  const firstLine = text.lastIndexOf('\n', rows[0]!.start - 1);
  const above = text.slice(text.lastIndexOf('\n', firstLine - 1) + 1, firstLine);
  const named = MONEY_WORD.test(above) || rows.some((r) => MONEY_WORD.test(text.slice(text.lastIndexOf('\n', r.start - 1) + 1, r.start)));
  if (!named) return out;
  const byYear = [...rows].sort((a, b) => b.year - a.year);
  // The years before last are neither (null).
  for (const row of byYear) out.set(row.start, null);
  out.set(byYear[0]!.start, { field: 'renewalPremium', score: 0.9 });
  out.set(byYear[1]!.start, { field: 'previousPremium', score: 0.85 });
  return out;
}

/** An arrow from one price to the next: '£455.00 → £497.36'. */
export const ARROW = /^\s*(?:→|->|➜|⟶|⇒|=>)\s*$/;

/**
 * Rows that add up to the row under them ('Owen Griffiths £402.55' / 'Carys Griffiths £356.80' / 'Total policy premium
 * £759.35', a car or a driver a row): the total is the premium, its parts are not.
 */
export function totalOverItsParts(text: string, candidates: Candidate[]): Candidate[] {
  const pence = (c: Candidate) => Math.round(Number(c.value) * 100);
  // Each candidate's line number, counted once (the loops below ask for it again and again).
  const lines = new Map(candidates.map((c) => [c, text.slice(0, c.start).split('\n').length]));
  const lineOf = (c: Candidate) => lines.get(c)!;
  for (const total of candidates) {
    if (!/\btotal\b/i.test(text.slice(text.lastIndexOf('\n', total.start - 1) + 1, total.start))) continue;
    const before = candidates.filter((c) => c.start < total.start).sort((a, b) => b.start - a.start);
    for (let n = 2; n <= Math.min(6, before.length); n += 1) {
      const parts = before.slice(0, n);
      // The rows right above it, one a line.
      if (!parts.every((c, i) => lineOf(c) === lineOf(total) - 1 - i)) break;
      if (parts.reduce((sum, c) => sum + pence(c), 0) !== pence(total)) continue;
      return [...candidates.filter((c) => !parts.includes(c) && c !== total), { ...total, score: Math.max(total.score, 0.9) }];
    }
  }
  return candidates;
}
