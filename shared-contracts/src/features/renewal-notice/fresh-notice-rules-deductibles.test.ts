// Set 43's American-style letter (AIG): the excesses called deductibles ('DEDUCTIBLES (EXCESS)', 'Compulsory
// deductible', 'Total deductible per claim').
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const deductibles = (total: string) =>
  read(['Total Annual Renewal Premium        £1,211.30', 'DEDUCTIBLES (EXCESS)', '   Compulsory deductible           £350', '   Voluntary deductible            £150', `   ${total}`].join('\n'));

describe('a deductible is the excess', () => {
  test('compulsory, voluntary and total deductible, the sum confirming all three', () => {
    expect(shownAll(deductibles('Total deductible per claim      £500'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['350', '150', '500']);
  });

  test("near miss: a 'tax-deductible' sum is no excess", () => {
    expect(shownAll(deductibles('Total tax-deductible amount      £500'), 'totalExcess')).toEqual([undefined]);
  });
});
