// Set 43's app screen (Morrisons): two big prices side by side over their captions ('£649.80  £57.12' over 'a year,
// paid in full    a month × 12'), nothing labelling them, and 'Last year £612.35 · up £37.45' under them.
import { readShortNotice as read, shown } from './test-support/short-notice';

const screen = (chip: string, price = '£688.10') =>
  read(['RENEWAL QUOTE READY', 'Renews Sat 10 Apr 2027 · Policy QK-5531-8820', `${price} £60.21`, 'a year, paid in full      a month × 12', chip].join('\n'));

describe("this year's price as the figure printed that last year's and the change said against it make", () => {
  test("'Last year £651.40 · up £36.70': the printed £688.10, asking for a tick", () => {
    expect(shown(screen('Last year £651.40 · up £36.70'), 'renewalPremium')).toBe('688.10?');
  });

  test('near miss: a change that makes no figure printed on the notice gives no price', () => {
    expect(shown(screen('Last year £651.40 · up £30.00'), 'renewalPremium')).toBeUndefined();
  });

  test("near miss: 'up £36.70' ending a line with no last year's price before it on that line says nothing of last year", () => {
    expect(shown(screen('Last year you paid £651.40.\nFuel costs up £36.70'), 'renewalPremium')).toBeUndefined();
  });
});
