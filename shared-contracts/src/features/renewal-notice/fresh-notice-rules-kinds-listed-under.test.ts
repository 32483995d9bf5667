// Large print's excesses: an amount and its kind a line each under a line naming the excess (figure-first-excesses.ts;
// set 40's Blue Badge letter, in our own wording), with near misses.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const letter = (third: string) =>
  ['Your new premium is £602.15.', 'If you make a claim for damage to your car, your excess is:', '  £300 compulsory', '  £150 voluntary', `  ${third}`].join('\n');

describe('an amount and its kind a line each under the excess', () => {
  test("'£300 compulsory' / '£150 voluntary' / '£450 in total': the three excesses, asking for a tick", () => {
    expect(valuesOf(read(letter('£450 in total')), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '150', '450']);
  });

  test('near miss: parts that do not make the total give none of them', () => {
    expect(valuesOf(read(letter('£500 in total')), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });
});
