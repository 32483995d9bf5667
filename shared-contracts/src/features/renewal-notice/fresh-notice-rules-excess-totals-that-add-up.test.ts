// Excess tables by kind of claim (sets 16 and 40): more than one total read (the table's columns taken on down to the
// monthly payments' line under it; '£750' with a young driver), but only one total that the compulsory and voluntary
// excess read add up to.
import { readShortNotice as read, shownAll } from './test-support/short-notice';

// (The payable line's figures set apart by no comma clause, so the table's columns are taken on down to it.)
const excesses = (monthly = '£58.81 then 10 monthly instalments of £56.42') =>
  read(
    [
      'Your renewal premium  £588.10',
      'Your excesses',
      '                                Compulsory Voluntary Total',
      'Accidental damage, fire and theft £300       £150       £450',
      'Windscreen replacement          £95          -          £95',
      `Paying monthly. A deposit of ${monthly}. Total amount`,
      'payable £623.01 including interest of £34.91. Representative APR 21.9%.',
    ].join('\n'),
  );

describe('of several totals read, the one the compulsory and voluntary excess add up to', () => {
  test('the sum confirms all three: none asks for a tick', () => {
    expect(shownAll(excesses(), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '150', '450']);
  });

  test('near miss: two totals each adding up with a compulsory and a voluntary excess read, so none is confirmed', () => {
    expect(shownAll(excesses('£21.51 then 10 monthly instalments of £56.42'), 'totalExcess')).toEqual(['450?']);
  });
});
