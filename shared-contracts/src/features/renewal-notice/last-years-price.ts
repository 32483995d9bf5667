// Last year's premium named right after this year's, in words that only say which year: '£702.30 (last year £590.15)',
// '(it was £580.00)', '(previously £580.00)', '(last time: £580.00)', '— up from £580.00', ', down from £580.00'.
// Never a monthly figure ('(it was £48.33 a month)') or a difference ('an increase of £32.00'). Also a bare 'Last
// year: £689.99' under this year's price, or over it ('Last year £501.75' / 'Pay annually £538.20') (bareYearPremium).
import type { Candidate } from './found-field';
import { afterWideGap, type Label } from './label-before';
import { AFTER_IS_MONTHLY, AFTER_IS_YEARLY, INCLUDING_TAX, LAST_YEAR, NEXT_YEAR, NOT_A_PREMIUM, premiumScore, type MoneyFieldName, type Scored } from './premium-words';
import { findAmounts } from './uk-amounts';
import { lineStartAt } from './text-lines';

/**
 * The clause right before the second amount, when all it says is 'last year's' (after a bracket, comma, dash or full
 * stop); or a rise or fall in per cent against it ('that's 6% more than last year's', 'which is 4% lower than last
 * year's price'): the percentage is no amount, so the amount after it is last year's own. Also "against last year's
 * premium of".
 */
const LAST_YEARS_CLAUSE =
  /^\s*(?:(?:(?:that|this|which|it)(?:'s|’s| is)\s+)?(?:[\d.]+%\s+)?(?:more|less|higher|lower|cheaper|dearer)\s+than\s+last year(?:'s|’s)?(?: (?:premium|price))?|(?:it |this |that )?was|previously|last time|(?:(?:that|this|which|it)(?:'s| is| has)?\s+)?(?:gone |come )?(?:up|down|rising|falling|risen|fallen)(?: by)?(?: [\d.]+%)? from|(?:(?:this|that|which|it)(?: is|'s)? )?compared (?:with|to)|(?:(?:this|that|which|it) )?compares (?:with|to)|against|vs\.?|(?:(?:against|compared (?:with|to)|vs\.?) )?last year(?:'s|’s)?(?: (?:premium|price))?(?: (?:it )?was| of)?|(?:in )?\d{4}(?:\s*[/–-]\s*\d{2,4})?)\s*[:,]?\s*$/i;

/**
 * The words between last year's premium and the next amount, when all they say is this year's: '... from £642.00 last
 * year to £689.51 this year' ('to' after last year's figure, with or without its year), 'Last year your premium was
 * £655.80; for the coming year it is £704.55' (the year ahead named).
 */
const THIS_YEARS_CLAUSE = new RegExp(String.raw`this year|now|new|renewal|from now on|${NEXT_YEAR}|year ahead|^(?:(?:last year|last time|in)\s+)?to$`, 'i');

function lastClause(between: string): string {
  return between.split(/[(,;—–]|\s-\s|[.!?]\s/).pop()!.replace(/\s+/g, ' ');
}

/**
 * The second of two premiums, labelled only by which year it is: 'last year was £590.15 and this year it is £702.30',
 * 'this year you will pay £702.30; last year, £590.15', '£702.30 (it was £590.15)'. `sameLine` false: the second
 * amount starts the next line ('£702.30' / '(it was £590.15)'), read only from a clause that says nothing else.
 * Null when the words between say anything else, or the second amount is a month's.
 */
export function otherYearsPremium(between: string, after: string, before: Scored | null, sameLine = true): Scored | null {
  if (before?.field !== 'renewalPremium' && before?.field !== 'previousPremium') return null;
  if (AFTER_IS_MONTHLY.test(after)) return null;
  // '£612.00 including IPT (it was £580.00)': what the first premium includes says nothing of the second.
  const words = between.replace(INCLUDING_TAX, ' ').replace(/[^A-Za-z' ]+/g, ' ').trim();
  const wordCount = words === '' ? 0 : words.split(/\s+/).length;
  if (NOT_A_PREMIUM.test(words)) return null;
  if (before.field === 'renewalPremium' && wordCount <= 8 && LAST_YEARS_CLAUSE.test(lastClause(between))) return { field: 'previousPremium', score: 0.85 };
  if (!sameLine || wordCount > 7) return null;
  if (before.field === 'renewalPremium' && LAST_YEAR.test(words)) return { field: 'previousPremium', score: 0.85 };
  if (before.field === 'previousPremium' && THIS_YEARS_CLAUSE.test(words)) return { field: 'renewalPremium', score: 0.85 };
  return null;
}

/** Words after an amount saying it is what was paid last year: '£1,315.62 you paid last year', '… that you paid before'. */
// (Or what is paid now, for the year ending: '… less than the £714.40 you are paying this year', 'you're paying now'.)
const PAID_LAST_YEAR_AFTER = /^\s*(?:that\s+|which\s+)?you(?:(?:'ve)? (?:paid|were paying|have paid)\b[^.£\n]{0,25}?\b(?:last year|last time|before|at your last renewal)\b|(?:'re|’re| are) (?:currently )?paying (?:this year|now|at the moment)\b)/i;

export function paidLastYearAfter(after: string): Scored | null {
  return PAID_LAST_YEAR_AFTER.test(after) ? { field: 'previousPremium', score: 0.9 } : null;
}

/**
 * The words after a figure name it the one to set beside this year's price ('£648.92. That's the figure to compare with
 * this year's price', 'That is the figure we compare with this year's'): of two figures for last year (a first quote
 * and the premium after a change), this one.
 */
const FIGURE_TO_COMPARE =
  /^[.,;:]?\s+(?:that|this|it|which)(?:'s|’s| is)\s+(?:the\s+)?(?:figure|amount|price|premium|one)\s+(?:to|you should|for you to|we(?:'d| would) ask you to|(?:that )?we(?: will|'ll)?)\s+compare\s+(?:it\s+)?(?:with|to|against)\s+(?:this year|your (?:renewal|new)|the (?:renewal|new)|next year)/i;

/** An arrow pointing back at the figure: '£748.62 <- the figure we compare with'. */
const ARROW_TO_COMPARE = /^\s*(?:<-+|←|<=|◄|◀)\s*(?:(?:this|that) is\s+)?(?:the\s+)?(?:figure|amount|price|premium|one)\s+(?:we(?: will|'ll)?|to|you should)\s+compare\b/i;

export function figureToCompare(after: string): Scored | null {
  const words = after.replace(/\s+/g, ' ');
  return FIGURE_TO_COMPARE.test(words) || ARROW_TO_COMPARE.test(words) ? { field: 'previousPremium', score: 0.96 } : null;
}

/**
 * A label that says only which year: 'Last year:', 'Previous year', 'This year:', and as a sentence 'This year's is'; or
 * the period or term gone by ('Previous period:', 'Last term').
 */
// A tax tag may follow ('Last year (incl. IPT)'): it says what the figure includes, not what it is.
const BARE_YEAR = /^\s*(?:(last|previous|prior)|this|next|new|coming) (?:year|(?<=(?:last|previous|prior) )(?:period|term))(?:'s|’s)?(?:\s*\((?:incl?\.?|including|inc\.?)\s+(?:IPT|insurance premium tax|tax)\))?\s*(?::|(?<=s)\s+(?:is|was|will be))?\s*$/i;
/** '(up £31.77)', '(down £12.00)', '(an increase of £5)' right after an amount: the change since, so the amount is a price. */
export const CHANGE_IN_BRACKETS_AFTER = /^[ \t]*\([ \t]*(?:up|down|an? (?:increase|rise|fall|decrease|drop) of)[ \t]+£[ \t]?[\d,]+(?:\.\d{2})?[ \t]*\)/i;
/**
 * A saving or rise against this year's price right after the amount, on its line ('Last year: £1,902.77 - You save
 * £214.45', 'Last year: £655.10, a rise of £48.20'): the figure is the price the new one is set against, not a figure of
 * the monthly plan printed above it.
 */
const SAVING_OR_RISE_AFTER = /^[ \t]*[-–—,;:][ \t]*(?:you(?:'ll| will)? (?:save|pay £[\d,]+(?:\.\d{2})? (?:less|more))|(?:that's |that is |a )?(?:saving|rise|increase|reduction) of)\b/i;
/** How many lines above the other year's premium may be: a box or a short block of its own. */
const BARE_YEAR_REACH = 4;

/** Words right after the amount saying it is the car insurance's price: '(car insurance only)', '(annual premium)', 'for your motor insurance'. */
const CAR_INSURANCE_AFTER = /^\s*\(?\s*(?:for\s+)?(?:your\s+)?(?:(?:car|motor|vehicle)\s+insurance|(?:annual\s+|yearly\s+)?(?:premium|price))\b[^)\n]*/i;

/**
 * 'Last year: £689.99' in a box under 'Your renewal price: £712.44 a year' (and its monthly option): a label that
 * says only which year is that year's premium when the nearest figure read above it, a few lines up, is the other
 * year's premium and no line between speaks of an excess; or when the words after the amount say it is the car
 * insurance's price ('Last year: £512.30 (car insurance only)') or the year's ('£947.20' / 'a year'). `above`: the
 * figures read so far, by field.
 */
export function bareYearPremium(text: string, label: Label, above: Partial<Record<MoneyFieldName, Candidate[]>>, after = ''): Scored | null {
  // (The label may start after a sentence on its line: 'Payment is due by 01/03/2027. Previous period: £876.20'.)
  const year = BARE_YEAR.exec(label.text) ?? BARE_YEAR.exec(afterWideGap(label)?.text ?? '') ?? BARE_YEAR.exec(label.text.split(/[.!?]\s+/).at(-1)!);
  if (!year) return null;
  const [field, other] = year[1] ? (['previousPremium', 'renewalPremium'] as const) : (['renewalPremium', 'previousPremium'] as const);
  const named = CAR_INSURANCE_AFTER.exec(after)?.[0];
  if (named && !NOT_A_PREMIUM.test(named) && !AFTER_IS_MONTHLY.test(after)) return { field, score: 0.8 };
  // So do words after it saying it is the year's price ('This year' / '£1,018.56' / 'a year, including IPT', a tile).
  if (AFTER_IS_YEARLY.test(after)) return { field, score: 0.8 };
  if (field === 'previousPremium' && priceRowBelow(text, label.start)) return { field, score: 0.8 };
  // 'Last year: £791.40 (up £31.77)': a rise or fall in brackets after it says it is the price that changed.
  if (field === 'previousPremium' && CHANGE_IN_BRACKETS_AFTER.test(after)) return { field, score: 0.8 };
  if (field === 'previousPremium' && SAVING_OR_RISE_AFTER.test(after)) return { field, score: 0.8 };
  const nearest = Object.entries(above)
    .flatMap(([name, candidates]) => (candidates ?? []).map((c) => ({ name, start: c.start })))
    .filter((c) => c.start < label.start)
    .sort((a, b) => b.start - a.start)[0];
  if (nearest?.name !== other) return null;
  const between = text.slice(text.lastIndexOf('\n', nearest.start) + 1, label.start);
  if (between.split('\n').length - 1 > BARE_YEAR_REACH || /excess/i.test(between)) return null;
  return { field, score: 0.8 };
}

/**
 * The row right under a bare 'Last year  £501.75' names this year's price ('Pay annually  £538.20', 'Your renewal
 * price  £538.20'): one amount after a label that names a premium and no other year, not a month's or anything else's.
 * Only for a row that starts its table: a row above it ('This year  £120.00') or a heading of something else ('No
 * claims discount') makes it that table's.
 */
function priceRowBelow(text: string, at: number): boolean {
  const lineStart = lineStartAt(text, at);
  const above = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(0, lineStart - 1));
  if (/£|\bGBP\b/.test(above) || NOT_A_PREMIUM.test(above)) return false;
  const lineEnd = text.indexOf('\n', at);
  if (lineEnd < 0) return false;
  const nextEnd = text.indexOf('\n', lineEnd + 1);
  const below = text.slice(lineEnd + 1, nextEnd < 0 ? text.length : nextEnd);
  const amounts = findAmounts(below);
  if (amounts.length !== 1) return false;
  const rowLabel = below.slice(0, amounts[0]!.start);
  const rest = below.slice(amounts[0]!.end);
  return premiumScore(rowLabel) > 0 && !LAST_YEAR.test(rowLabel) && !NOT_A_PREMIUM.test(rowLabel) && !AFTER_IS_MONTHLY.test(rest) && rest.trim() === '';
}

/**
 * A label calling last year's figure the comparable one ('The comparable premium for your car insurance last year, …,
 * was'): of two figures for last year (one with an add-on since cancelled), the one to compare.
 */
const COMPARABLE_LAST_YEAR = /\b(?:the|your) comparable (?:premium|price|figure|cost)\b(?=[^£]*\b(?:last year|previous|you paid)\b)/i;

export function comparableLastYear(label: string): Scored | null {
  return COMPARABLE_LAST_YEAR.test(label.replace(/\s+/g, ' ')) ? { field: 'previousPremium', score: 0.96 } : null;
}
