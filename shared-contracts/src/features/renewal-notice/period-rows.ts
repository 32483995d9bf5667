// Rows of a premium table labelled by their periods of insurance ('12/05/2026 to 11/05/2027  £498.20' over
// '12/05/2027 to 11/05/2028  £541.75', a rowspan's car and cover on the first row only): the later period's row is the
// renewal's price, the earlier one's last year's, whatever 'this year' beside it means. Used by money-fields.ts.
import { AFTER_IS_MONTHLY, MONEY_WORD, NOT_A_PREMIUM, type Scored } from './premium-words';
import type { AmountToken } from './uk-amounts';
import { findDates } from './uk-dates';
import { lineStartAt } from './text-lines';

/** From one date to the next: ' to ', ' - ', ' – ', ' until '. */
const PERIOD_JOIN = /^\s*(?:to|until|-|–|—)\s*$/i;
const DAY = 86_400_000;

/** The start of the one period the row's label names (a year or so long), or null. */
function periodStart(label: string): string | null {
  const dates = findDates(label);
  if (dates.length !== 2 || !PERIOD_JOIN.test(label.slice(dates[0]!.end, dates[1]!.start))) return null;
  const days = (Date.parse(dates[1]!.value) - Date.parse(dates[0]!.value)) / DAY;
  return days >= 300 && days <= 400 ? dates[0]!.value : null;
}

/**
 * The rows (by amount start) of two periods' premiums: one amount a row, the rows at most three lines apart, a price
 * named on them or in the three lines above the first (the table's heading). Empty when there are not exactly two.
 */
export function periodRows(text: string, amounts: readonly AmountToken[]): Map<number, Scored> {
  const rows: { start: number; period: string; line: number; lineStart: number }[] = [];
  for (const amount of amounts) {
    const lineStart = lineStartAt(text, amount.start);
    const lineEnd = text.indexOf('\n', amount.end);
    const label = text.slice(lineStart, amount.start);
    const after = text.slice(amount.end, lineEnd < 0 ? text.length : lineEnd);
    if (/£|GBP/.test(label) || /£|GBP/.test(after) || AFTER_IS_MONTHLY.test(after)) continue;
    const period = periodStart(label);
    if (period && !NOT_A_PREMIUM.test(label)) rows.push({ start: amount.start, period, line: text.slice(0, lineStart).split('\n').length, lineStart });
  }
  const out = new Map<number, Scored>();
  if (rows.length !== 2 || rows[1]!.line - rows[0]!.line > 3 || rows[0]!.period === rows[1]!.period) return out;
  const above = text.slice(0, rows[0]!.lineStart).split('\n').slice(-4, -1).join('\n');
  const onRows = rows.some((r) => MONEY_WORD.test(text.slice(r.lineStart, r.start)));
  if (!MONEY_WORD.test(above) && !onRows) return out;
  const [earlier, later] = rows[0]!.period < rows[1]!.period ? [rows[0]!, rows[1]!] : [rows[1]!, rows[0]!];
  out.set(later.start, { field: 'renewalPremium', score: 0.9 });
  out.set(earlier.start, { field: 'previousPremium', score: 0.85 });
  return out;
}
