// London's dates (TIME_ZONE in constants.ts) come from london-clock.ts, which needs no Intl.
import { londonWallClock } from './london-clock';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' (so '2026-02-30' is false). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date in London at the given instant, as 'YYYY-MM-DD'. */
export function londonDateOf(instant: Date): string {
  const clock = londonWallClock(instant);
  return `${clock.year}-${clock.month}-${clock.day}`;
}

/** Today's date in London, 'YYYY-MM-DD'. */
export function londonToday(now: Date = new Date()): string {
  return londonDateOf(now);
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (NaN when it is not one). */
export function calendarDayNumber(date: string): number {
  if (!isCalendarDate(date)) return Number.NaN;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Whole calendar days from one 'YYYY-MM-DD' date to another. */
export function daysBetween(from: string, to: string): number {
  return calendarDayNumber(to) - calendarDayNumber(from);
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const n = calendarDayNumber(date);
  if (Number.isNaN(n)) throw new Error(`Not a calendar date: ${date}`);
  return new Date((n + days) * 86_400_000).toISOString().slice(0, 10);
}

/** '2026-03-05' -> '05/03/2026'. A full ISO date-time is shown as its London calendar date; anything else as ''. */
export function formatUkDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  let date = isoDate;
  if (!isCalendarDate(date)) {
    const instant = new Date(isoDate);
    if (Number.isNaN(instant.getTime())) return '';
    date = londonDateOf(instant);
  }
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** An ISO date-time as 'dd/mm/yyyy HH:mm' in London (GMT or BST as on that day); '' when it is not one. */
export function formatUkDateTime(isoDateTime: string | null | undefined): string {
  if (!isoDateTime) return '';
  const instant = new Date(isoDateTime);
  if (Number.isNaN(instant.getTime())) return '';
  const p = londonWallClock(instant);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
