// Rows of premiums read together (issue 47's fresh notices): a row a policy year, an arrow from last year's price to
// this year's, and a total under the rows (a car, a driver or a part of the price each) it adds up. Used by money-fields.ts.
import type { Candidate } from './found-field';
import { INCLUDING_TAX, LAST_YEAR, MONEY_WORD, NOT_A_PREMIUM, type Scored } from './premium-words';
import { findAmounts, pence, type AmountToken } from './uk-amounts';
import { lineStartAt } from './text-lines';

/** The date a statement's entry starts with ('18/12/2026   Renewal premium 2026-27'). */
const ENTRY_DATE = String.raw`\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}[ \t]{2,}`;
const DATED_ENTRY = new RegExp(String.raw`^[ \t]*${ENTRY_DATE}`);
/**
 * A row labelled by its policy year: 'Premium for 2027/28', '2026/27', '2027/28 (renewal)', '2026/27 (ends 30 April
 * 2027)', 'Annual premium (policy year 2025–26)'; in a statement, after the date of its entry ('23/12/2025   Renewal premium (year 2026/27)').
 */
const POLICY_YEAR_LABEL = new RegExp(String.raw`^[ \t]*(?:${ENTRY_DATE})?[A-Za-z' ]{0,30}?(?:\([A-Za-z ]{0,20})?\b(20\d\d)\s*[/–-]\s*(?:20)?\d\d\b(?:[ \t]*\((?:ends|ending|to|until)\b[^()£\n]{0,25}\))?[^£\n\d]{0,25}?[ \t]*$`);

/**
 * Rows of premiums a policy year each ('2025/26 £388.00' / '2026/27 £412.70' / '2027/28 (renewal) £436.90', under
 * 'Annual premium'): the latest year's is the renewal's, the year before it last year's. Only for two rows or more,
 * close together, that name a price or sit under a heading that does.
 */
export function policyYearRows(text: string, amounts: readonly AmountToken[]): Map<number, Scored | null> {
  const found: { year: number; start: number; line: number; amounts: AmountToken[] }[] = [];
  for (const amount of amounts) {
    const lineStart = lineStartAt(text, amount.start);
    if (amount.start > lineStart && /£/.test(text.slice(lineStart, amount.start))) continue; // the row's first amount
    const lineEnd = text.indexOf('\n', amount.end);
    const rowAmounts = amounts.filter((a) => a.start >= lineStart && a.start < (lineEnd < 0 ? text.length : lineEnd));
    // (What the price includes, set off by a comma, is no part of the year's label: '2027/28, including Insurance Premium Tax'.)
    const m = POLICY_YEAR_LABEL.exec(text.slice(lineStart, amount.start).replace(INCLUDING_TAX, ''));
    if (m) found.push({ year: Number(m[1]), start: amount.start, line: text.slice(0, lineStart).split('\n').length, amounts: rowAmounts });
  }
  // Rows of one amount each; or, when every row holds more ('2026/27  £16,000  £198.60' under 'Agreed value  Premium
  // incl. IPT'), the amount in the column whose heading alone names a price.
  const multi = found.length > 0 && found.every((r) => r.amounts.length > 1);
  const rows = multi ? found : found.filter((r) => r.amounts.length === 1);
  const out = new Map<number, Scored | null>();
  // On an account statement a payment's or a change's entries may stand between two years' premiums (three lines apart).
  const close = rows.every((row, i) => i === 0 || row.line - rows[i - 1]!.line <= (DATED_ENTRY.test(text.slice(lineStartAt(text, row.start), row.start)) ? 3 : 2));
  if (rows.length < 2 || !close || new Set(rows.map((r) => r.year)).size !== rows.length) return out;
  const firstLine = text.lastIndexOf('\n', rows[0]!.start - 1);
  const above = text.slice(lineStartAt(text, firstLine), firstLine);
  const named = MONEY_WORD.test(above) || rows.some((r) => MONEY_WORD.test(text.slice(lineStartAt(text, r.start), r.start)));
  if (!named) return out;
  const column = multi ? premiumColumn(text, above, rows) : 0;
  if (column === null) return out;
  const premiumOf = (row: (typeof rows)[number]) => row.amounts[column]!.start;
  const byYear = [...rows].sort((a, b) => b.year - a.year);
  // The years before last are neither (null).
  for (const row of byYear) out.set(premiumOf(row), null);
  out.set(premiumOf(byYear[0]!), { field: 'renewalPremium', score: 0.9 });
  out.set(premiumOf(byYear[1]!), { field: 'previousPremium', score: 0.85 });
  return out;
}

/**
 * Which of the rows' amounts is the premium: the one every row holds under the one heading of the line above that
 * names a price (the heading starting nearest before the amount's end). Null when the rows differ, or no one heading
 * (or more than one) names it.
 */
function premiumColumn(text: string, heading: string, rows: readonly { amounts: AmountToken[] }[]): number | null {
  const headings = [...heading.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ at: m.index, text: m[0] }));
  const columns = new Set(
    rows.map((row) => {
      const named = row.amounts.map((a) => PRICE_HEADING.test(headings.filter((h) => h.at < a.end - lineStartAt(text, a.start)).at(-1)?.text ?? ''));
      return named.filter(Boolean).length === 1 ? named.indexOf(true) : -1;
    }),
  );
  const [column] = [...columns];
  return columns.size === 1 && column! >= 0 ? column! : null;
}

/** A column heading naming a price: 'Premium incl. IPT', 'Annual price', 'Cost'. */
const PRICE_HEADING = /\b(?:premium|price|cost)\b/i;

/** An arrow from one price to the next: '£455.00 → £497.36'. */
export const ARROW = /^\s*(?:→|->|➜|⟶|⇒|=>)\s*$/;

/** 'Total', or 'otal' where a photo's edge lost the first letter (no word so ends). */
const TOTAL_WORD = /\btotal\b|(?<![A-Za-z])otal\b/i;

/**
 * Rows that add up to the row under them ('Owen Griffiths £402.55' / 'Carys Griffiths £356.80' / 'Total policy premium
 * £759.35', a car or a driver a row; 'Fixed annual part £412.00' / 'Mileage part £186.30' / 'Total annual premium
 * £598.30', the parts of a telematics price): the total is the premium, its parts are not. A part is a row read as a
 * premium, or a row of one amount whose words are no add-on, tax, fee, discount, instalment or last year's.
 */
export function totalOverItsParts(text: string, candidates: Candidate[]): Candidate[] {
  const lines = text.split('\n');
  const lineStarts: number[] = [];
  for (let i = 0, at = 0; i < lines.length; at += lines[i]!.length + 1, i += 1) lineStarts.push(at);
  const lineOf = (at: number) => text.slice(0, at).split('\n').length - 1;
  // Each candidate's line, counted once (the loops below ask for it again and again).
  const candidateLine = new Map(candidates.map((c) => [c, lineOf(c.start)]));
  /** The one amount a line holds, as a part: a candidate's, or a row of words that are no add-on, tax or last year's. */
  const partOn = (line: number): string | null => {
    const amounts = findAmounts(lines[line] ?? '');
    if (amounts.length !== 1) return null;
    const own = candidates.find((c) => candidateLine.get(c) === line);
    if (own) return own.value;
    const label = lines[line]!.slice(0, amounts[0]!.start);
    return /[a-z]{3}/i.test(label) && !NOT_A_PREMIUM.test(label) && !LAST_YEAR.test(label) ? amounts[0]!.value : null;
  };
  for (const total of candidates) {
    const line = candidateLine.get(total)!;
    if (!TOTAL_WORD.test(text.slice(lineStarts[line]!, total.start))) continue;
    let sum = 0;
    for (let n = 1; n <= Math.min(6, line); n += 1) {
      const part = partOn(line - n);
      if (part === null) break;
      sum += pence(part);
      if (n < 2 || sum !== pence(total.value)) continue;
      const parts = new Set(Array.from({ length: n }, (_, i) => line - 1 - i));
      return [...candidates.filter((c) => !parts.has(candidateLine.get(c)!) && c !== total), { ...total, score: Math.max(total.score, 0.9) }];
    }
  }
  return candidates;
}
