// Set 43's photographed letter (Marsh): the price OCR garbled ('£1»958.a4', a comma read as '»' and a 4 as 'a', so
// read as £1), last year's in a sentence and the change after it ('Last year's price was £1,874.90, so this is
// £83.54 more.').
import { readShortNotice as read, shown, shownAll } from './test-support/short-notice';

describe("'so this is £83.54 more.' after last year's price is a change against it", () => {
  const letter = (change: string) => read(['Your price for the year ahead        £1,506.20', `Last year's price was £1,440.75, so this is ${change}`].join('\n'));

  test("the two premiums it fits are confirmed: no tick", () => {
    expect(shownAll(letter('£65.45 more.'), 'renewalPremium', 'previousPremium')).toEqual(['1506.20', '1440.75']);
  });

  test("near miss: 'this is £65.45 more' with no last year's price before it confirms nothing", () => {
    const found = read(['Your price for the year ahead        £1,506.20', 'Cover with breakdown is offered too: this is £65.45 more.', "Last year's price was £1,440.75."].join('\n'));
    expect(shownAll(found, 'renewalPremium')).toEqual(['1506.20?']);
  });
});

describe('a price OCR garbled, whose characters are the digits last year\'s price and the change make', () => {
  const letter = (price: string) => read([`Your price for the year ahead        ${price}`, "Last year's price was £1,440.75, so this is £65.45 more."].join('\n'));

  test("'£1»506.2O': £1,506.20, asking for a tick", () => {
    expect(shown(letter('£1»506.2O'), 'renewalPremium')).toBe('1506.20?');
  });

  test('near miss: garbled digits that are not that figure are not mended', () => {
    expect(shown(letter('£1»596.2O'), 'renewalPremium')).not.toBe('1506.20?');
  });
});
