import { bestQuoteDay, formatDayMonth, inQuoteWindow } from './best-quote-day';

// Noon UTC is the same London date all year; 23:30 UTC in summer is already the next day in London.
const at = (date: string, time = '12:00:00Z') => new Date(`${date}T${time}`);

describe('bestQuoteDay', () => {
  it('is the renewal date less 26 days, with the window 28 to 18 days before', () => {
    expect(bestQuoteDay('2026-05-10', at('2026-01-01'))).toEqual({
      day: '2026-04-14',
      windowStart: '2026-04-12',
      windowEnd: '2026-04-22',
      inWindow: false,
      dayPassed: false,
      renewalPassed: false,
    });
  });

  it('crosses month and year ends', () => {
    expect(bestQuoteDay('2026-03-01', at('2026-01-01'))?.day).toBe('2026-02-03');
    expect(bestQuoteDay('2027-01-10', at('2026-01-01'))?.day).toBe('2026-12-15');
    expect(bestQuoteDay('2027-01-10', at('2026-01-01'))?.windowStart).toBe('2026-12-13');
  });

  it('counts 29 February in a leap year', () => {
    expect(bestQuoteDay('2028-03-20', at('2028-01-01'))?.day).toBe('2028-02-23');
    expect(bestQuoteDay('2027-03-20', at('2027-01-01'))?.day).toBe('2027-02-22');
    expect(bestQuoteDay('2028-03-26', at('2028-01-01'))?.day).toBe('2028-02-29');
  });

  it('is inside the window from 28 to 18 days before renewal, both ends included', () => {
    const renewal = '2026-05-10';
    expect(inQuoteWindow(renewal, at('2026-04-11'))).toBe(false); // 29 days before
    expect(inQuoteWindow(renewal, at('2026-04-12'))).toBe(true); // 28
    expect(inQuoteWindow(renewal, at('2026-04-14'))).toBe(true); // 26: the best day
    expect(inQuoteWindow(renewal, at('2026-04-22'))).toBe(true); // 18
    expect(inQuoteWindow(renewal, at('2026-04-23'))).toBe(false); // 17
  });

  it("uses London's date, not UTC's", () => {
    // 23:30 UTC on 11 April 2026 is 00:30 on 12 April in London (summer time): 28 days before a 10 May renewal.
    expect(inQuoteWindow('2026-05-10', at('2026-04-11', '23:30:00Z'))).toBe(true);
    // In winter London is on UTC: 23:30 UTC on 13 December is still the 13th.
    expect(inQuoteWindow('2027-01-10', at('2026-12-12', '23:30:00Z'))).toBe(false);
    expect(inQuoteWindow('2027-01-10', at('2026-12-13', '23:30:00Z'))).toBe(true);
  });

  it('says when the best day and the renewal have passed', () => {
    expect(bestQuoteDay('2026-05-10', at('2026-04-15'))).toMatchObject({ dayPassed: true, renewalPassed: false, inWindow: true });
    expect(bestQuoteDay('2026-05-10', at('2026-05-10'))).toMatchObject({ dayPassed: true, renewalPassed: false, inWindow: false });
    expect(bestQuoteDay('2026-05-10', at('2026-05-11'))).toMatchObject({ dayPassed: true, renewalPassed: true, inWindow: false });
  });

  it('takes a date-time renewal by its date, and gives null for a bad date', () => {
    expect(bestQuoteDay('2026-05-10T00:00:00.000Z', at('2026-01-01'))?.day).toBe('2026-04-14');
    expect(bestQuoteDay('2026-02-30')).toBeNull();
    expect(bestQuoteDay('')).toBeNull();
    expect(inQuoteWindow('garbage')).toBe(false);
  });
});

describe('formatDayMonth', () => {
  it('writes the weekday, the day and the month', () => {
    expect(formatDayMonth('2026-04-14')).toBe('Tue 14 April');
    expect(formatDayMonth('2028-02-29')).toBe('Tue 29 February');
    expect(formatDayMonth('bad')).toBe('');
  });
});
