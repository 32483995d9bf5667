// Set 55's People's Choice letter: 'Car insurance only (including IPT)  £712.36', the extras' rows, then 'With your
// optional extras  £769.85'.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const table = (row: string) =>
  read(
    [
      '                                                  Price for 12 months',
      `${row}                            £712.36`,
      ' + Motor Legal Expenses                                         £24.99',
      ' + Breakdown Cover (Roadside)                                   £32.50',
      'With your optional extras                                     £769.85',
    ].join('\n'),
  );

describe("the car insurance's row said to be on its own", () => {
  test("'Car insurance only (including IPT)' is this year's price of the car insurance", () => {
    expect(valuesOf(table('Car insurance only (including IPT)'), 'renewalPremium')).toEqual(['712.36']);
  });

  test("near miss: 'Car insurance only covers' starts a sentence, no row label", () => {
    expect(valuesOf(table('Car insurance only covers up to'), 'renewalPremium')).not.toEqual(['712.36']);
  });
});
