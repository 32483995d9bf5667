// A box of last year's figures beside the renewal's ('PREVIOUS YEAR' over 'Yearly premium … £803.60', 'Voluntary excess
// … £300'; 'YOUR RENEWAL' over the same rows): the rows under a heading that names only the year now ending
// are last year's, whatever their own labels say. Used by money-fields.ts.
import type { Candidate } from './found-field';
import { LAST_YEAR, THIS_YEAR, type MoneyFieldName } from './premium-words';

/** A heading naming only the ending year: 'LAST YEAR', 'Last year's cover', 'Previous year', 'Your current policy'. */
const LAST_YEARS_HEADING =
  /^\s*(?:(?:last|previous|this) year(?:'s|’s)?|your (?:current|expiring|existing) (?:policy|cover|premium|price))(?:\s+(?:cover|policy|premium|price|terms|figures))?\s*:?\s*$/i;

/** A row of the box: its label and its figure on one line ('Yearly premium …… £803.60'). */
const ROW = /[a-z]{3}[^£\n]*(?:£|\bGBP\b)\s?\d/i;

/**
 * The nearest line above the row at `at` that holds no figure, past the box's other rows; null past a blank line or a
 * figure on a line of its own (values under their labels: the line above is a label, not a heading).
 */
function headingOver(text: string, at: number): string | null {
  let end = text.lastIndexOf('\n', at - 1);
  for (let hops = 0; hops < 6 && end > 0; hops += 1) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    end = start - 1;
    if (line.trim() === '') return null;
    if (ROW.test(line)) continue;
    return /£|\bGBP\b|\d/.test(line) ? null : line;
  }
  return null;
}

const UNDER_LAST_YEAR = "This figure stands under the notice's heading for last year: check it is this year's.";

/**
 * Premiums under last year's heading move to last year's; excesses under it are dropped (the renewal's own apply).
 * 'This year' as a heading is last year's only beside a heading naming the renewal ('This year – your renewal' is not).
 */
export function lastYearsBox(text: string, byField: Record<MoneyFieldName, Candidate[]>): void {
  const underLastYear = (c: Candidate) => {
    if (!ROW.test(text.slice(c.labelStart, c.end))) return false;
    const heading = headingOver(text, c.labelStart);
    if (!heading || !LAST_YEARS_HEADING.test(heading)) return false;
    // 'This year' alone is the ending year only when another heading names the renewal ('Next year', 'Your renewal').
    if (/this year/i.test(heading) && !/\b(?:next year|renewal|year ahead|coming year)\b/i.test(text)) return false;
    const label = text.slice(c.labelStart, c.start);
    return !LAST_YEAR.test(label) && !THIS_YEAR.test(label);
  };
  const moved = byField.renewalPremium.filter(underLastYear);
  if (moved.length > 0) {
    byField.renewalPremium = byField.renewalPremium.filter((c) => !moved.includes(c));
    byField.previousPremium = [...byField.previousPremium, ...moved];
  }
  // Last year's excess gives way to the renewal's; alone, it is kept but asks for a tick.
  for (const field of ['compulsoryExcess', 'voluntaryExcess', 'totalExcess'] as const) {
    const old = byField[field].filter(underLastYear);
    if (old.length === 0) continue;
    const others = byField[field].filter((c) => !old.includes(c));
    byField[field] = others.length > 0 ? others : old.map((c) => ({ ...c, reason: UNDER_LAST_YEAR }));
  }
}
