import { londonOffsetHours, londonWallClock } from './london-clock';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const viaIntl = (instant: Date) => {
  const p = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute };
};

describe('londonWallClock', () => {
  it("matches Intl's Europe/London every 30 minutes across each clock change, 1996-2060", () => {
    for (let year = 1996; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        // the last week of March and of October, where the change falls, and the day after
        const start = Date.UTC(year, month, 24);
        for (let t = start; t < start + 9 * 86_400_000; t += 1_800_000) {
          const instant = new Date(t);
          expect([instant.toISOString(), londonWallClock(instant)]).toEqual([instant.toISOString(), viaIntl(instant)]);
        }
      }
    }
  });

  it('matches Intl at midnight edges and odd minutes through a whole year', () => {
    for (let t = Date.UTC(2026, 0, 1, 23, 59); t < Date.UTC(2027, 0, 1); t += 86_400_000 / 4 + 7 * 60_000) {
      const instant = new Date(t);
      expect(londonWallClock(instant)).toEqual(viaIntl(instant));
    }
  });

  it('is GMT in winter and BST (UTC+1) in summer', () => {
    expect(londonOffsetHours(new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(londonOffsetHours(new Date('2026-07-15T12:00:00Z'))).toBe(1);
    // 2026's changes: Sunday 29 March and Sunday 25 October, at 01:00 UTC
    expect(londonOffsetHours(new Date('2026-03-29T00:59:59Z'))).toBe(0);
    expect(londonOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(1);
    expect(londonOffsetHours(new Date('2026-10-25T00:59:59Z'))).toBe(1);
    expect(londonOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(0);
    expect(londonWallClock(new Date('2026-06-30T23:30:00Z'))).toMatchObject({ month: '07', day: '01', hour: '00' });
  });
});
