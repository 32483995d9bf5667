// Set 52's Howden debit note: 'Premium', 'Insurance Premium Tax @ 12%', 'Broker fee', then 'Amount due', and under it
// 'Payment is due by 01/03/2027. Previous period: £876.20 (premium, IPT and fee).'
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const debitNote = (fee: string, due: string, after = 'Payment is due by 01/03/2027. Previous period: £876.20 (premium, IPT and fee).') =>
  read(
    [
      'Period                     01/03/2027 to 28/02/2028',
      'Excesses                   Compulsory £350; Voluntary £150',
      '                                    Premium                                       £780.00',
      '                                    Insurance Premium Tax @ 12%                    £93.60',
      `                                    Broker fee                                     ${fee}`,
      `                                    Amount due                                   ${due}`,
      after,
    ].join('\n'),
  );

describe("a debit note's premium, tax and broker's fee over the amount due", () => {
  test('the amount due, the three rows above it to the penny, is the price', () => {
    expect(valuesOf(debitNote('£35.00', '£908.60'), 'renewalPremium')).toEqual(['908.60']);
  });

  test('near miss: rows that do not make the amount due leave it unread as the price', () => {
    expect(valuesOf(debitNote('£45.00', '£908.60'), 'renewalPremium')).not.toEqual(['908.60']);
  });
});

describe("'Previous period:' after a sentence on its line", () => {
  test("'Previous period: £876.20' under this year's amount due is last year's price", () => {
    expect(valuesOf(debitNote('£35.00', '£908.60'), 'previousPremium')).toEqual(['876.20']);
  });

  test("near miss: 'Next period: £912.00' names no year gone by", () => {
    expect(valuesOf(debitNote('£35.00', '£908.60', 'Payment is due by 01/03/2027. Next period: £912.00.'), 'previousPremium')).toEqual([undefined]);
  });
});
