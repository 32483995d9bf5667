import { bestQuoteDay, formatDayMonth, londonToday, type BestQuoteDay } from '@renewly/shared-contracts';

/** 'Tue 14 April', with the year when it is not this year's ('Tue 11 January 2028'). */
export function dayText(date: string, now: Date = new Date()): string {
  const year = date.slice(0, 4);
  return year === londonToday(now).slice(0, 4) ? formatDayMonth(date) : `${formatDayMonth(date)} ${year}`;
}

/** 'any day from 12 April to 22 April is fine' (the window, 28 to 18 days before renewal). */
export function windowText(best: Pick<BestQuoteDay, 'windowStart' | 'windowEnd'>): string {
  const dayMonth = (d: string) => formatDayMonth(d).slice(4);
  return `any day from ${dayMonth(best.windowStart)} to ${dayMonth(best.windowEnd)} is fine`;
}

/** The best day for a policy whose renewal is still ahead (or today); null otherwise. */
export function upcomingBestQuoteDay(renewalDate: string, now: Date = new Date()): BestQuoteDay | null {
  const best = bestQuoteDay(renewalDate, now);
  return best && !best.renewalPassed ? best : null;
}
