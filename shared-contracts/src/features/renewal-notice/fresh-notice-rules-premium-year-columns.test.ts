// Two premium columns named by their policy years among a schedule's other headings (set 41's Bennetts, in our own
// wording; column-table.ts), with near misses: one year's premium only, two columns of the same year.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const SCHEDULE = (headings: string) => [
  'Car insurance renewal schedule                                Policy KX-CAR-55120 Page 2 of 2',
  `Registration     Period of insurance     Compulsory excess  Voluntary excess  Total excess  ${headings}`,
  'KN21 VTR         02/06/2027 –            £250             £200              £450           £712.40            £756.05',
  '                 01/06/2028',
].join('\n');

describe("'Premium 2026/27   Premium 2027/28' among a schedule's headings", () => {
  test("the earlier year's column is last year's premium, the later the renewal's", () => {
    expect(valuesOf(read(SCHEDULE('Premium 2026/27   Premium 2027/28')), 'renewalPremium', 'previousPremium', 'totalExcess')).toEqual(['756.05', '712.40', '450']);
  });

  test('near miss: two columns of the same year, or one with no year, are not told apart by year', () => {
    expect(read(SCHEDULE('Premium 2027/28   Premium 2027/28')).previousPremium?.value).not.toBe('712.40');
    expect(read(SCHEDULE('Premium            Premium 2027/28')).previousPremium?.value).not.toBe('712.40');
  });
});
