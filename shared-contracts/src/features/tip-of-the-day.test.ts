import type { Tip } from '@renewly/shared-contracts';
import { FALLBACK_TIP, londonDayOfYear, tipOfTheDay } from './tip-of-the-day';

const tips: Tip[] = ['a', 'b', 'c'].map((t) => ({ title: t, description: t, category: 'c', priority: 'low' }));

describe('londonDayOfYear', () => {
  it('is 1 on 1 January and 365 on 31 December of a common year', () => {
    expect(londonDayOfYear(new Date('2026-01-01T00:00:00Z'))).toBe(1);
    expect(londonDayOfYear(new Date('2026-12-31T12:00:00Z'))).toBe(365);
    expect(londonDayOfYear(new Date('2028-12-31T12:00:00Z'))).toBe(366);
  });
  it('follows the London calendar in summer time', () => {
    // 23:30 UTC on 30 June 2026 is 1 July in London: day 182.
    expect(londonDayOfYear(new Date('2026-06-30T23:30:00Z'))).toBe(182);
  });
});

describe('tipOfTheDay', () => {
  it('picks day-of-year modulo the number of tips', () => {
    expect(tipOfTheDay(tips, new Date('2026-01-01T12:00:00Z')).title).toBe('b'); // 1 % 3
    expect(tipOfTheDay(tips, new Date('2026-01-02T12:00:00Z')).title).toBe('c'); // 2 % 3
    expect(tipOfTheDay(tips, new Date('2026-01-03T12:00:00Z')).title).toBe('a'); // 3 % 3
  });
  it("falls back to 'Compare Insurance Quotes' when there are no tips", () => {
    expect(tipOfTheDay([], new Date())).toBe(FALLBACK_TIP);
    expect(tipOfTheDay(undefined)).toBe(FALLBACK_TIP);
    expect(FALLBACK_TIP.title).toBe('Compare Insurance Quotes');
    expect(FALLBACK_TIP.description.length).toBeGreaterThan(20);
  });
});
