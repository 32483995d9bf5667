// A renewal day and month with no year ('Your policy renews on the 3rd of February', 'Renewal date: 3 February'): the
// year is worked out from the letter's own date (the next such day after it), so the date is offered as derived and
// asks for a tick. Without a letter's date nothing is offered. Used by parseRenewalNotice when no full date is named.
// A weekday named with it ('renews at 00:01 on Thursday 4 February') must fall on that day in the year worked out, or
// nothing is offered: the letter's date and the day would disagree.
import { formatUkDate, isCalendarDate } from '../../rules/dates';
import { snippetOf, type RenewalNoticeField } from './found-field';
import { findDates, MONTH_NAME, MONTHS } from './uk-dates';
import { lineStartAt } from './text-lines';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const RENEWS = String.raw`\b(?:renews?(?: automatically)?|renewal date(?: is)?|due (?:for renewal|to renew)|(?:cover|policy) (?:starts|begins))`;
const YEARLESS = new RegExp(
  String.raw`${RENEWS}\s*(?:at\s+\d{1,2}[:.]\d{2}\s*(?:am|pm|hrs|hours)?\s+)?(?:on\b|:)?\s*(?:((?:mon|tues|wednes|thurs|fri|satur|sun)day),?\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?\s+${MONTH_NAME}\b(?![\s,.-]*\d)`,
  'i',
);
/** 'renews from the 1st of next month', 'renewal date is the 14th of next month': a day of the month after the letter's. */
const NEXT_MONTH = new RegExp(String.raw`${RENEWS}\s*(?:from|on)?\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+of\s+next\s+month\b`, 'i');

/** The letter's date: a date ending its line among the letter's first lines, or after 'Date:' / 'Date of this letter'. */
const LETTER_LINES = 8;
const DATE_LABEL = /\bdate(?: of (?:this )?letter)?\s*:?\s*$/i;

function letterDate(text: string, before: number): string | null {
  const top = [...text.matchAll(/[^\n]*\S[^\n]*/g)][LETTER_LINES - 1]?.index ?? text.length;
  for (const date of findDates(text)) {
    if (date.start >= before || !isCalendarDate(date.value)) continue;
    const lineStart = lineStartAt(text, date.start);
    const endsLine = /^[ \t]*(?:\n|$)/.test(text.slice(date.end));
    if ((endsLine && date.start < top) || DATE_LABEL.test(text.slice(lineStart, date.start))) return date.value;
  }
  return null;
}

export function yearlessRenewalDate(text: string): RenewalNoticeField | undefined {
  const m = YEARLESS.exec(text);
  if (!m) return nextMonthsDay(text);
  const letter = letterDate(text, m.index);
  if (!letter) return undefined;
  const [, weekday, day, monthName] = m;
  const month = MONTHS.indexOf(monthName!.slice(0, 3).toLowerCase()) + 1;
  const monthDay = `${String(month).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const year = Number(letter.slice(0, 4)) + (monthDay > letter.slice(5) ? 0 : 1);
  const value = `${year}-${monthDay}`;
  if (!isCalendarDate(value)) return undefined;
  if (weekday && WEEKDAYS[new Date(`${value}T00:00:00Z`).getUTCDay()] !== weekday.slice(0, 3).toLowerCase()) return undefined;
  return {
    value,
    confidence: 'low',
    snippet: snippetOf(text, m.index, m.index + m[0].length),
    derived: `The notice gives the day and month but no year ('${m[0].trim()}'): the next such day after the letter's date (${formatUkDate(letter)})${weekday ? `, a ${weekday} as the notice says` : ''}.`,
  };
}

/** A day 'of next month': the month after the letter's date, offered as derived (never without the letter's date). */
function nextMonthsDay(text: string): RenewalNoticeField | undefined {
  const m = NEXT_MONTH.exec(text);
  const letter = m && letterDate(text, m.index);
  if (!m || !letter) return undefined;
  const [year, month] = [Number(letter.slice(0, 4)), Number(letter.slice(5, 7))];
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  const value = `${nextYear}-${String(nextMonth).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  if (!isCalendarDate(value)) return undefined;
  return {
    value,
    confidence: 'low',
    snippet: snippetOf(text, m.index, m.index + m[0].length),
    derived: `The notice names a day of next month, not a date ('${m[0].trim()}'): the month after the letter's date (${formatUkDate(letter)}).`,
  };
}
