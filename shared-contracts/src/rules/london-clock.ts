// London's wall clock without Intl. A page's first Intl formatter costs 35-50 ms in Chromium (ICU's locale and time
// zone data load on first use), which on a phone is a long task on every first load; London's rule is short enough to
// write out. Since 1996 the UK keeps British Summer Time (UTC+1) from 01:00 UTC on the last Sunday of March to 01:00
// UTC on the last Sunday of October, and GMT (UTC+0) otherwise. london-clock.test.ts checks it against Intl's
// 'Europe/London' hour by hour around every change from 1996 to 2060.

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of the month (0-based) in that year: when London's clocks change. */
function lastSundayOneAmUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** London's offset from UTC at the instant, in hours: 1 in British Summer Time, else 0. */
export function londonOffsetHours(instant: Date): 0 | 1 {
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  return t >= lastSundayOneAmUtc(year, 2) && t < lastSundayOneAmUtc(year, 9) ? 1 : 0;
}

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date and time a clock in London shows at the instant, zero-padded ('2026', '03', '05', '09', '07'). */
export function londonWallClock(instant: Date): WallClock {
  const local = new Date(instant.getTime() + londonOffsetHours(instant) * HOUR_MS);
  return {
    year: pad(local.getUTCFullYear(), 4),
    month: pad(local.getUTCMonth() + 1),
    day: pad(local.getUTCDate()),
    hour: pad(local.getUTCHours()),
    minute: pad(local.getUTCMinutes()),
  };
}
