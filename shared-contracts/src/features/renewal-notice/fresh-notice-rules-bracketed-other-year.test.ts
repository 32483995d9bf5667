// This year's price with the current year's and the change in brackets after it (set 41's Campbell Irvine, in our own
// wording; bracketed-other-year.ts), with near misses: a change that does not make the difference, a change the
// wrong way.
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

const BOX = (bracket: string) => ['Motor – your renewal terms', `Premium for the year from 2 May 2027, including Insurance Premium Tax: £912.40 ${bracket}.`, 'Compulsory excess £250 · Voluntary excess £250 · Total excess £500'].join('\n');

describe("'£912.40 (this year £871.15, an increase of £41.25)'", () => {
  test("the bracket's figure is last year's price when the stated change makes the difference, and both are sure", () => {
    expect(shownAll(read(BOX('(this\n year £871.15, an increase of £41.25)')), 'renewalPremium', 'previousPremium')).toEqual(['912.40', '871.15']);
    // (A saving confirms nothing elsewhere: the values are read, asking for ticks.)
    expect(valuesOf(read(BOX('(currently £930.00, a saving of £17.60)')), 'renewalPremium', 'previousPremium')).toEqual(['912.40', '930.00']);
  });

  test('near miss: a change that does not make the difference, or goes the other way, gives no last year', () => {
    expect(read(BOX('(this year £871.15, an increase of £41.52)')).previousPremium?.value).not.toBe('871.15');
    expect(read(BOX('(currently £930.00, an increase of £17.60)')).previousPremium?.value).not.toBe('930.00');
  });
});
