// Set 42's traditional letter (Keegan & Pennykid): each figure in a margin column level with the last line of its
// words, the premium's words broken inside the tax's name ('..., inclusive of Insurance Premium' / 'Tax at the current
// rate   1,036.44').
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const letter = (second: string) =>
  read(['Annual premium for the year commencing 1st May 2027, inclusive of Insurance Premium', `${second}                                   £912.30`].join('\n'));

describe("a premium's words broken inside 'Insurance Premium' / 'Tax'", () => {
  test("'Tax at the current rate' runs on from the line above: this year's premium", () => {
    expect(valuesOf(letter('Tax at the current rate'), 'renewalPremium')).toEqual(['912.30']);
  });

  test("near miss: 'Taxi cover' starting the line is another row, not the tax's name running on", () => {
    expect(valuesOf(letter('Taxi cover for business use'), 'renewalPremium')).toEqual([undefined]);
  });
});
