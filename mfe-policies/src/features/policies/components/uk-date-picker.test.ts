import { calendarDateToDayjs, dayjsToCalendarDate } from './uk-date-picker';

// Node reads process.env.TZ afresh when it changes, so each zone below is really in force.
const ZONES = ['Europe/London', 'America/Los_Angeles', 'Pacific/Auckland', 'UTC'];
const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('calendar dates for the UK date picker', () => {
  it.each(ZONES)('keeps the same calendar day in %s, clock changes included', (zone) => {
    process.env.TZ = zone;
    for (const iso of ['2027-03-28', '2027-10-31', '2027-01-01', '2028-02-29']) {
      const date = calendarDateToDayjs(iso)!;
      expect(date.format('DD/MM/YYYY')).toBe(iso.split('-').reverse().join('/'));
      expect(dayjsToCalendarDate(date)).toBe(iso);
    }
  });

  it('reads nothing from an empty or malformed value and sends an empty string when cleared', () => {
    expect(calendarDateToDayjs('')).toBeNull();
    expect(calendarDateToDayjs('01/04/2027')).toBeNull();
    expect(calendarDateToDayjs('2027-02-30')).toBeNull();
    expect(calendarDateToDayjs('2027-04-01T00:00:00Z')).toBeNull();
    expect(dayjsToCalendarDate(null)).toBe('');
  });
});
