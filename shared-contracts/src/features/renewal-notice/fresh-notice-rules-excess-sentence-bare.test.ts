// An excess told in a sentence with bare whole pounds, in a notice that says its amounts are pounds (bare-money-figures.ts;
// set 38's Higos scan, in our own wording), the sentence wrapping just before a figure. With near misses.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const sentence = (currency: string) =>
  [
    `${currency}`,
    'If you claim for accidental damage, fire or theft, your excess is 400 in total: a compulsory excess of',
    '300 and a voluntary excess of 100. Drivers under 25 pay an extra excess of 200.',
  ].join('\n');

describe('bare whole pounds in a sentence about the excess', () => {
  test('the total, and each kind though the line wraps just before its figure', () => {
    expect(valuesOf(read(sentence('All figures are in pounds sterling.')), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['300', '100', '400']);
  });

  test('near miss: a notice that never says its amounts are pounds gives no excess from bare figures', () => {
    expect(valuesOf(read(sentence('Please read this carefully.')), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });

  test("near miss: an age ('under 25') is no amount", () => {
    const found = read(['All figures are in pounds sterling.', 'Drivers under 25 pay an extra excess.'].join('\n'));
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });

  test("near miss: another excess's sentence ('An additional excess of 250 applies ...') gives no figure", () => {
    const found = read(['All figures are in pounds sterling.', 'An additional excess of 250 applies if you use a repairer we have not approved.'].join('\n'));
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });
});
