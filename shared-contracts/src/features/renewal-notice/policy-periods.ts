// Periods of cover as notices print them ('05/04/2027 to 04/04/2028', 'From 00:01 on 17 January 2027 to 23:59 on 16
// January 2028'), side by side in a table a column a policy year, or alone; and a date (or a plate) that belongs to
// another car or another of the customer's policies.
import { addDays, daysBetween, isCalendarDate } from '../../rules/dates';
import { ANOTHER_POLICY } from './other-car';
import type { DateToken } from './uk-dates';
import { lineStartAt } from './text-lines';

/** Between a period's first and last day: ' to ', ' - ', ' to 23:59 on ', ' to 23:59 hours ', ' until midnight on the '. */
const PERIOD_JOIN = /^\s*(?:to|until|till|[-–—])\s*(?:(?:\d{1,2}[:.]\d{2}\s*(?:am|pm|hrs|hours)?|midnight|noon)\s+(?:on\s+)?)?(?:the\s+)?$/i;

/** The index of the last day of the period that starts with dates[i] ('… to 04/04/2028'), or i when none follows. */
export function periodEnd(text: string, dates: readonly DateToken[], i: number): number {
  const next = dates[i + 1];
  return next && PERIOD_JOIN.test(text.slice(dates[i]!.end, next.start)) ? i + 1 : i;
}

/**
 * The date at `i` and the dates (or periods' first days) after it on its line with nothing but spaces, tabs or bars
 * between: a table's row, a column a policy year ('Start date  18/04/2026  18/04/2027', 'Period of cover  05/04/2026 to
 * 04/04/2027  05/04/2027 to 04/04/2028'). A period's last day is stepped over, not a column of its own.
 */
export function datesAlongRow(text: string, dates: readonly DateToken[], i: number): DateToken[] {
  const row = [dates[i]!];
  let last = periodEnd(text, dates, i);
  for (let next = last + 1; next < dates.length; next = last + 1) {
    if (!/^[ \t|]+$/.test(text.slice(dates[last]!.end, dates[next]!.start))) break;
    row.push(dates[next]!);
    last = periodEnd(text, dates, next);
  }
  return row;
}

/** A period a year long ('17 January 2027 to 16 January 2028'): a policy's period of cover. */
export function isYearLongPeriod(text: string, dates: readonly DateToken[], i: number): boolean {
  const end = periodEnd(text, dates, i);
  if (end === i) return false;
  const days = daysBetween(dates[i]!.value, dates[end]!.value);
  return days >= 363 && days <= 366;
}

/**
 * Two dates along a row that are one policy year's first and last days ('03/02/2027  02/02/2028' under 'Start date | End
 * date'): the second is the day before the first's anniversary. Columns a policy year each ('Start date  18/04/2026
 * 18/04/2027') fall on the same day a year apart instead.
 */
export function areFirstAndLastDays(first: DateToken, last: DateToken): boolean {
  if (!isCalendarDate(first.value) || !isCalendarDate(last.value)) return false;
  return addDays(last.value, 1) === `${Number(first.value.slice(0, 4)) + 1}${first.value.slice(4)}`;
}

/** Words for a policy year that is ending or has ended: its period is not the renewal's. */
export const OLD_PERIOD = /current|expir|existing|previous|last year|old\b|this year|ran\b|was\b/i;

/**
 * Words naming a car other than the one this notice renews: 'your second car', 'another vehicle', 'renews separately',
 * 'under its own policy', 'insured under a separate policy which renews on', 'a separate invitation for that car'. A
 * multi-car discount or 'your multi-car policy' names this policy, not another car.
 */
const ANOTHER_CAR =
  /\b(?:second|2nd|third|other|another|additional|partner(?:'s|’s)?)\s+(?:car|vehicle|policy)\b|\bseparately\b|\bits own (?:policy|renewal)\b|\b(?:a|its) separate (?:\w+ )?policy\b|\bfor that (?:car|vehicle)\b/i;
/**
 * 'As you also insure your Forester (SN18 PLX) with us, …': only what its own clause holds, up to the comma, is the
 * other car's; so is its plate set after a comma as the clause's own ('because you also insure a Toyota Aygo,
 * registration GK15 OPR, with us'). 'Because you also insure your home with us, your car policy renews on 4 March 2027'
 * is this car's date.
 */
const ALSO_INSURE_CLAUSE = /\byou also insure\b[^,;:]*(?:,[ \t]*(?:registration|reg\.?)(?:[ \t]+(?:number|no\.?|mark))?[ \t]*:?[ \t]*)?$/i;

/** A sentence's end, or the gap to a table's next cell. */
const CELL_OR_SENTENCE_END = /[.!?](?=\s|$)| {3,}|\t|\|/g;

/**
 * The sentence holding [start, end): back to the last sentence end on its line, or on the line above when this line runs
 * on from it in lower case; on to the sentence's end (onto the next line when it runs on in lower case). A table's rows
 * are not one sentence: 'Other vehicles driven  No' above a row, or in the next cell along it, is not the row's.
 */
function sentenceAround(text: string, start: number, end: number): { sentence: string; before: string } {
  let from = lineStartAt(text, start);
  if (/^[ \t]*[a-z]/.test(text.slice(from, start)) && from > 0) from = text.lastIndexOf('\n', from - 2) + 1;
  const before = text.slice(from, start);
  const cut = Math.max(0, ...[...before.matchAll(CELL_OR_SENTENCE_END)].map((m) => m.index + m[0].length));
  const lineEndFrom = (at: number) => {
    const lineEnd = text.indexOf('\n', at);
    return lineEnd < 0 ? text.length : lineEnd;
  };
  let to = lineEndFrom(end);
  if (/^\n[ \t]*[a-z]/.test(text.slice(to, to + 12))) to = lineEndFrom(to + 1);
  const after = text.slice(end, to);
  const stop = after.search(CELL_OR_SENTENCE_END);
  return { sentence: `${before.slice(cut)}${text.slice(start, end)}${stop < 0 ? after : after.slice(0, stop)}`, before: before.slice(cut) };
}

/** The sentence (or table cell) holding [start, end): see sentenceAround. */
export const sentenceOf = (text: string, start: number, end: number): string => sentenceAround(text, start, end).sentence;

/**
 * The date or plate at [start, end) is told of another car in its sentence ('Your second car … renews on 2 May 2027'),
 * or of another of the customer's policies, the sentence's subject ('Your household policy with us … before it renews
 * on 1 March 2027').
 */
export function aboutAnotherCar(text: string, start: number, end: number): boolean {
  const { sentence, before } = sentenceAround(text, start, end);
  return ANOTHER_CAR.test(sentence) || ALSO_INSURE_CLAUSE.test(before) || ANOTHER_POLICY.test(sentence);
}
