// Issue 51, item 23: the best day to get quotes never names a day already past; on the day it says 'today', and
// inside or after the window it says what to do now. Renewal on Thu 3 December 2026: the window is 5 to 15 November,
// the best day Sat 7 November.
import { bestQuoteDay } from '@renewly/shared-contracts';
import { bestQuoteDayAdvice } from './best-quote-day-text';

const RENEWAL = '2026-12-03';
const on = (day: string) => {
  const now = new Date(`${day}T12:00:00Z`);
  const best = bestQuoteDay(RENEWAL, now)!;
  const { lead, detail } = bestQuoteDayAdvice(best, now);
  return `${lead} (${detail})`;
};

test('before the window: the best day and the window', () => {
  expect(on('2026-10-20')).toBe('Best day to get quotes: Sat 7 November (any day from 5 November to 15 November is fine)');
});

test('inside the window before the best day: today is fine too', () => {
  expect(on('2026-11-05')).toBe('Best day to get quotes: Sat 7 November (today is fine too, as is any day to 15 November)');
});

test("on the best day: 'today'", () => {
  expect(on('2026-11-07')).toBe('Best day to get quotes: today (any day to 15 November is fine)');
});

test('inside the window after the best day: get quotes now, never the past day', () => {
  expect(on('2026-11-10')).toBe('Get quotes now (any day to 15 November is still fine)');
  expect(on('2026-11-15')).toBe('Get quotes today (the last of the days that are usually cheapest)');
});

test('after the window (28 November): get quotes now, before the renewal day', () => {
  const text = on('2026-11-28');
  expect(text).toBe('Get quotes now (before your policy renews on Thu 3 December: prices are usually much higher on the renewal day)');
  expect(text).not.toMatch(/November/);
  expect(on('2026-12-03')).toBe('Get quotes now (your policy renews today)');
});
