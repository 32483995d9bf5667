// Set 44's photographed renewal statement (Giles): 'Excess  £250 + £100 voluntary', and the whole in a sentence ('You pay
// the first £350 of any claim').
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const statement = (excess: string) => read(['Annual premium incl. IPT   £598.74', `Excess                     ${excess}`, 'You pay the first £350 of any claim for accidental damage, fire or theft.'].join('\n'));

describe("'Excess  £250 + £100 voluntary'", () => {
  test('the figure added to the voluntary one is the compulsory excess, the sum confirming all three', () => {
    expect(shownAll(statement('£250 + £100 voluntary'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['250', '100', '350']);
  });

  test("near miss: '£250 + £100 windscreen' adds another excess, and gives no compulsory one", () => {
    expect(shownAll(statement('£250 + £100 windscreen'), 'compulsoryExcess')).not.toEqual(['250']);
  });
});
