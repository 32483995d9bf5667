import { isQuietHour } from './delivery-preferences.rules';

describe('isQuietHour', () => {
  it('spans midnight when start > end', () => {
    const q = { enabled: true, start: 21, end: 8 };
    expect([20, 21, 23, 0, 7, 8].map((h) => isQuietHour(h, q))).toEqual([false, true, true, true, true, false]);
  });
  it('a daytime period, and nothing when switched off', () => {
    const q = { enabled: true, start: 12, end: 14 };
    expect([11, 12, 13, 14].map((h) => isQuietHour(h, q))).toEqual([false, true, true, false]);
    expect(isQuietHour(13, { ...q, enabled: false })).toBe(false);
  });
});
