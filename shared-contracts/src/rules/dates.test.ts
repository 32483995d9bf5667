import { addDays, daysBetween, formatUkDate, formatUkDateTime, isCalendarDate, londonToday } from './dates';

describe('isCalendarDate', () => {
  it.each(['2026-03-05', '2028-02-29', '2026-12-31'])('accepts %s', (d) => expect(isCalendarDate(d)).toBe(true));
  it.each(['2026-02-29', '2026-02-30', '2026-13-01', '2026-3-5', '05/03/2026', '', '2026-03-05T00:00:00Z', 20260305])(
    'rejects %s',
    (d) => expect(isCalendarDate(d)).toBe(false),
  );
});

describe('formatUkDate', () => {
  it('writes dd/mm/yyyy', () => {
    expect(formatUkDate('2026-03-05')).toBe('05/03/2026');
  });
  it('shows a date-time as its London date', () => {
    expect(formatUkDate('2026-06-30T23:30:00Z')).toBe('01/07/2026');
  });
  it('gives empty text for nothing or garbage', () => {
    expect(formatUkDate('')).toBe('');
    expect(formatUkDate(null)).toBe('');
    expect(formatUkDate('garbage')).toBe('');
  });
});

describe('londonToday', () => {
  it('is the London calendar date', () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(londonToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('daysBetween / addDays', () => {
  it('count and add whole days across month and year ends', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('formatUkDateTime', () => {
  it('shows the London wall-clock time, GMT in winter and BST in summer', () => {
    expect(formatUkDateTime('2026-01-15T09:00:00.000Z')).toBe('15/01/2026 09:00');
    expect(formatUkDateTime('2026-07-01T08:00:00.000Z')).toBe('01/07/2026 09:00');
    expect(formatUkDateTime('2026-06-30T23:30:00Z')).toBe('01/07/2026 00:30');
  });
  it('is empty for nothing or garbage', () => {
    expect(formatUkDateTime(null)).toBe('');
    expect(formatUkDateTime('garbage')).toBe('');
  });
});
