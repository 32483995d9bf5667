// Set 45's notices: last year's price after a difference said first ('Your car insurance renewal price is £161.68 less
// than last year's £1,611.40.', Quote Devil; "That's up 4.8% (£38.98) on last year's £812.00", Kennco).
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

describe("last year's price after a difference said before it", () => {
  test("'£161.68 less than last year's £1,611.40': last year's, and this year's the printed figure they make", () => {
    const found = read(['£1,372.60', '        pay in full', "Your car insurance renewal price is £238.80 less than last year's £1,611.40."].join('\n'));
    expect(valuesOf(found, 'previousPremium', 'renewalPremium')).toEqual(['1611.40', '1372.60']);
  });

  test("'up 4.8% (£38.98) on last year's £812.00': last year's", () => {
    expect(valuesOf(read(['Your renewal price is £850.98', "That's up 4.8% (£38.98) on last year's £812.00, including tax."].join('\n')), 'previousPremium')).toEqual(['812.00']);
  });

  test("near miss: '£38.98 of it goes on last year's claim of £812.00' says no difference, and gives no last year's price", () => {
    expect(valuesOf(read(['Your renewal price is £850.98', "Of it, £38.98 is for last year's £812.00 claim."].join('\n')), 'previousPremium')).toEqual([undefined]);
  });
});
