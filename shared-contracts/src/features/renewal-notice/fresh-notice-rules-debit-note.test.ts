// Set 43's broker debit note (Aston Scott): the cover's premium and its tax on rows in a 'GBP' column, then 'Amount due
// £798.00', their sum; last year's in a sentence, 'Amount due for the previous period (14/04/2026 to 13/04/2027):
// £771.60.'
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const debitNote = (due: string, previous = 'Amount due for the previous period (01/06/2026 to 31/05/2027): £702.80.') =>
  read(
    [
      ' Description                                     Period of insurance              GBP',
      ' Private car insurance – renewal                 01/06/2027 to 31/05/2028      £655.00',
      ' Insurer: Covéa Insurance plc',
      ' Insurance Premium Tax at 12%                                                    £78.60',
      ` Amount due                                                                     ${due}`,
      previous,
    ].join('\n'),
  );

describe("a debit note's sum due under the premium's row and its tax's", () => {
  test("'Amount due £733.60', the premium and its tax to the penny: this year's price", () => {
    expect(valuesOf(debitNote('£733.60'), 'renewalPremium')).toEqual(['733.60']);
  });

  test('near miss: a sum due that is not their sum (a fee added) is not taken as the price', () => {
    expect(valuesOf(debitNote('£758.60'), 'renewalPremium')).not.toEqual(['758.60']);
  });

  test("'Amount due for the previous period (…): £702.80.' is last year's price", () => {
    expect(valuesOf(debitNote('£733.60'), 'previousPremium')).toEqual(['702.80']);
  });

  test("near miss: 'Amount due today' for a deposit is neither year's", () => {
    expect(valuesOf(debitNote('£733.60', 'Amount due today: £73.36.'), 'previousPremium')).toEqual([undefined]);
  });
});
