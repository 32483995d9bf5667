// When to get quotes (issue 39 §2). /work/shared/data/uk-references.md, 'When to get quotes': analysis of about
// 18 million comparison-site quotes found 26 days before the new policy starts the sweet spot, anything from about
// 18 to 28 days "pretty fine"; prices are much higher on the renewal day. Said as the sources say it, never a saving.
import { addDays, calendarDayNumber, daysBetween, isCalendarDate, londonToday } from './dates';

/** The best day to get quotes is this many days before the renewal date. */
export const BEST_QUOTE_DAYS_BEFORE = 26;
/** The window around it: from 28 to 18 days before the renewal date (both included). */
export const QUOTE_WINDOW_DAYS = { earliest: 28, latest: 18 } as const;

/** The source the card links to (the data file's reference for the 26-day analysis). */
export const BEST_QUOTE_DAY_SOURCE = {
  url: 'https://goodmoneyguide.com/insurance/insurance-renewals',
  name: 'Good Money Guide',
} as const;
/** One sentence on why, as the sources say it (no promise of a saving). */
export const BEST_QUOTE_DAY_WHY =
  'An analysis of about 18 million comparison-site quotes found prices were usually lowest about 26 days before the new policy starts, and much higher on the renewal day.';

export interface BestQuoteDay {
  /** renewal date - 26 days, 'YYYY-MM-DD'. */
  day: string;
  /** First and last day of the window (28 and 18 days before renewal). */
  windowStart: string;
  windowEnd: string;
  /** Today (London) is inside the window. */
  inWindow: boolean;
  /** The best day is behind today (London). */
  dayPassed: boolean;
  /** The renewal date is behind today (London): nothing to get quotes for any more. */
  renewalPassed: boolean;
}

/** The best day to get quotes for a renewal date, its window and where today (London) stands; null for a bad date. */
export function bestQuoteDay(renewalDate: string, now: Date = new Date()): BestQuoteDay | null {
  const renewal = renewalDate.slice(0, 10);
  if (!isCalendarDate(renewal)) return null;
  const today = londonToday(now);
  const daysLeft = daysBetween(today, renewal);
  return {
    day: addDays(renewal, -BEST_QUOTE_DAYS_BEFORE),
    windowStart: addDays(renewal, -QUOTE_WINDOW_DAYS.earliest),
    windowEnd: addDays(renewal, -QUOTE_WINDOW_DAYS.latest),
    inWindow: daysLeft <= QUOTE_WINDOW_DAYS.earliest && daysLeft >= QUOTE_WINDOW_DAYS.latest,
    dayPassed: daysLeft < BEST_QUOTE_DAYS_BEFORE,
    renewalPassed: daysLeft < 0,
  };
}

/** True while today (London) is 18-28 days before the renewal date: 'Get quotes this week'. */
export function inQuoteWindow(renewalDate: string, now: Date = new Date()): boolean {
  return bestQuoteDay(renewalDate, now)?.inWindow ?? false;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** '2026-04-14' -> 'Tue 14 April' (no Intl: the server and the browser write the same); '' for a bad date. */
export function formatDayMonth(date: string): string {
  const n = calendarDayNumber(date);
  if (Number.isNaN(n)) return '';
  const d = new Date(n * 86_400_000);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}
