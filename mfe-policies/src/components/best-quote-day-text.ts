import { addDays, BEST_QUOTE_DAYS_BEFORE, bestQuoteDay, formatDayMonth, londonToday, type BestQuoteDay } from '@renewly/shared-contracts';

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

/** What to do about quotes on `now`'s London day: the line's bold part and the words in brackets after it. */
export interface BestQuoteDayAdvice {
  lead: string;
  detail: string;
}

/**
 * The advice for today (issue 51): before the window, the best day and the window; on the best day, 'today'; inside
 * the window or after it (until the renewal day), what to do now. Never a day already past.
 */
export function bestQuoteDayAdvice(best: BestQuoteDay, now: Date = new Date()): BestQuoteDayAdvice {
  const today = londonToday(now);
  const renewal = addDays(best.day, BEST_QUOTE_DAYS_BEFORE);
  const dayMonth = (d: string) => formatDayMonth(d).slice(4);
  if (today < best.windowStart) return { lead: `Best day to get quotes: ${dayText(best.day, now)}`, detail: windowText(best) };
  if (today === best.day) return { lead: 'Best day to get quotes: today', detail: `any day to ${dayMonth(best.windowEnd)} is fine` };
  if (today < best.day) {
    return { lead: `Best day to get quotes: ${dayText(best.day, now)}`, detail: `today is fine too, as is any day to ${dayMonth(best.windowEnd)}` };
  }
  if (today < best.windowEnd) return { lead: 'Get quotes now', detail: `any day to ${dayMonth(best.windowEnd)} is still fine` };
  if (today === best.windowEnd) return { lead: 'Get quotes today', detail: 'the last of the days that are usually cheapest' };
  if (today < renewal) {
    return { lead: 'Get quotes now', detail: `before your policy renews on ${dayText(renewal, now)}: prices are usually much higher on the renewal day` };
  }
  return { lead: 'Get quotes now', detail: 'your policy renews today' };
}
