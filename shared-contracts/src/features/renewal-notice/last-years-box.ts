// A box of last year's figures beside the renewal's ('PREVIOUS YEAR' over 'Yearly premium … £803.60', 'Voluntary excess
// … £300'; 'YOUR RENEWAL' over the same rows; 'What you paid last year' over a paragraph): the rows under a heading
// that names only the year now ending are last year's, whatever their own labels say. A sentence ends the box for the
// label-and-figure rows under it (two columns set one after the other put another table's rows there). Used by
// money-fields.ts.
import type { Candidate } from './found-field';
import { LAST_YEAR, THIS_YEAR, type MoneyFieldName } from './premium-words';
import { lineStartAt } from './text-lines';

/** A heading naming only the ending year: 'LAST YEAR', 'Last year's cover', 'Previous year', 'Your current policy'. */
const LAST_YEARS_HEADING =
  /^\s*(?:(?:last|previous|this) year(?:'s|’s)?|your (?:current|expiring|existing) (?:policy|cover|premium|price)|(?:what )?you paid last year|your (?:premium|price) last year)(?:\s+(?:cover|policy|premium|price|terms|figures))?\s*:?\s*$/i;

/** A heading of its own for the ending year ('Last year', 'Previous year's premium'): beside it, 'This year' is the renewal's. */
const LAST_YEAR_HEADING_LINE = /^[ \t]*(?:last|previous|prior) year(?:'s|’s)?(?:[ \t]+(?:cover|policy|premium|price|terms|figures))?[ \t]*:?[ \t]*$/im;
/** A heading of its own naming the renewal ('Next year', 'Your renewal', 'The year ahead'): beside it, 'This year' is the ending one. */
const RENEWAL_HEADING_LINE = /^[ \t]*(?:(?:your|the)[ \t]+)?(?:next year|renewal|year ahead|coming year)(?:['’]s)?(?:[ \t]+(?:cover|policy|premium|price|terms|figures))?[ \t]*:?[ \t]*$/im;

/** A row set as a label and its figure at the line's end, apart from it ('Compulsory excess      £200'), not a sentence. */
const SET_ROW = /\S(?: {2,}|\.{2,}|…)[ \t]*(?:£|\bGBP\b)\s?[\d,]+(?:\.\d{2})?[ \t|]*$/;
/** A line ending a sentence ('Your premium last year was £559.32.'). */
const SENTENCE_END = /[.!?][ \t]*$/;

/** A row of the box: its label and its figure on one line ('Yearly premium …… £803.60'). */
const ROW = /[a-z]{3}[^£\n]*(?:£|\bGBP\b)\s?\d/i;

/** A set row of the box without money ('Start date        21/12/2025', 'Cover      Comprehensive'): a short label, a gap, a short value. */
const SET_ROW_WITHOUT_MONEY = /^[ \t]*[A-Za-z][A-Za-z ()'’.-]{1,30}?[ \t]{3,}[\w/.,-]+(?: [\w/.,-]+){0,2}[ \t]*$/;

/**
 * The nearest line above the row at `at` that holds no figure, past the box's other rows; null past a blank line or a
 * figure on a line of its own (values under their labels: the line above is a label, not a heading).
 */
function headingOver(text: string, at: number): string | null {
  let end = text.lastIndexOf('\n', at - 1);
  const ownEnd = text.indexOf('\n', at);
  let setRows = SET_ROW.test(text.slice(end + 1, ownEnd < 0 ? text.length : ownEnd));
  for (let hops = 0; hops < 6 && end > 0; hops += 1) {
    const start = lineStartAt(text, end);
    const line = text.slice(start, end);
    end = start - 1;
    if (line.trim() === '') return null;
    // Set rows under a finished sentence are another table's, not the box's ('That's £44.72 less this year.').
    if (setRows && SENTENCE_END.test(line)) return null;
    setRows ||= SET_ROW.test(line);
    if (ROW.test(line)) continue;
    // Among set rows, a row of the box that holds a date or a word instead of a figure.
    if (setRows && SET_ROW_WITHOUT_MONEY.test(line)) continue;
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
    // 'This year' alone is the ending year only when another heading names the renewal ('Next year', 'Your renewal'),
    // and no heading names last year (beside 'Last year', 'This year' is the renewal's).
    if (/this year/i.test(heading) && (!RENEWAL_HEADING_LINE.test(text) || LAST_YEAR_HEADING_LINE.test(text))) return false;
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
