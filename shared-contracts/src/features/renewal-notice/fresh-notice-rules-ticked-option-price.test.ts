// Set 42's grid of options (Haven): no claims discount protected or not, by paying in full or monthly, the chosen cell
// marked after its price ('£742.90 ✔ your renewal' / 'price'), the row's own label naming no price.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const grid = (mark: string) =>
  read(
    [
      '                                       Pay in full',
      `  Breakdown cover included            £512.60 ${mark}`,
      '  Breakdown cover not included        £471.15',
    ].join('\n'),
  );

describe("an option's price followed by a tick naming it the renewal's", () => {
  test("'✔ your renewal price': this year's price", () => {
    expect(valuesOf(grid('✔ your renewal price'), 'renewalPremium')).toEqual(['512.60']);
  });

  test("'✓ Your renewal' with the word 'price' on the line below: this year's price", () => {
    expect(valuesOf(read(['  Breakdown cover included            £512.60 ✓ Your renewal', '                                      price'].join('\n')), 'renewalPremium')).toEqual(['512.60']);
  });

  test('near miss: a tick naming something else (✔ most popular) says nothing of the renewal', () => {
    expect(valuesOf(grid('✔ most popular'), 'renewalPremium')).toEqual([undefined]);
  });
});
