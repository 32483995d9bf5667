// The rules the twelfth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-12.ts, the money:
// written by a helper who had not read the reader), each in a few lines of our own, with a near miss that must not be
// taken.
import { reasonToCheck } from './certainty';
import { UNLISTED_BRAND_REASON } from './insurer-brand';
import { parseRenewalNotice, type RenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
type Money = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess' | 'totalPrice';
/** A field's value, with '?' when it asks for a tick. */
const shown = (found: RenewalNotice, field: Money) => {
  const reading = found[field];
  return reading ? `${reading.value}${reasonToCheck(reading) ? '?' : ''}` : undefined;
};

describe('a price table set as a definition list: each label on its own line over its amount', () => {
  const table = (addOnRow: string) =>
    ['Cover type', '    Comprehensive', 'Motor insurance (comprehensive)', '    £512.40', addOnRow, '    £36.00', 'Key cover', '    £12.50', 'Total to pay this year', '    £560.90'].join('\n');

  test("the car insurance's term is the premium, the add-ons and the total what they are; the sum makes it sure", () => {
    const found = read(table('Protected no claims discount'));
    expect([shown(found, 'renewalPremium'), shown(found, 'totalPrice')]).toEqual(['512.40', '560.90']);
    expect(found.addOns?.map((a) => [a.name, a.value])).toEqual([
      ['No claims protection', '36.00'],
      ['Key cover', '12.50'],
    ]);
  });

  test('near miss: a row that is no add-on (the tax said apart) leaves a sum that does not add up, and both ask for a tick', () => {
    const found = read(table('Insurance Premium Tax'));
    expect([shown(found, 'renewalPremium'), shown(found, 'totalPrice')]).toEqual(['512.40?', '560.90?']);
  });
});

describe('the premium, then tax, fees and discounts in rows, then what you pay: what you pay is the price', () => {
  test('a premium before tax with the tax and a fee added on: the total you pay, sure when the rows add up', () => {
    const found = read(['Premium (excluding IPT)        £400.00', 'Insurance Premium Tax (12%)     £48.00', 'Admin fee                       £20.00', 'Total you pay                  £468.00'].join('\n'));
    expect(shown(found, 'renewalPremium')).toBe('468.00');
  });

  test('a discount taken off (a minus sign, or a row naming a discount): the price after it', () => {
    const found = read(['Premium before discount     £520.00', 'Loyalty discount            −£26.00', 'Price to pay                £494.00'].join('\n'));
    expect(shown(found, 'renewalPremium')).toBe('494.00');
  });

  test('rows that do not add up (a figure misread) still give what you pay, asking for a tick', () => {
    const found = read(['Premium before discount     £520.00', 'Loyalty discount            − £2600', 'You pay                     £494.00'].join('\n'));
    expect(shown(found, 'renewalPremium')).toBe('494.00?');
  });

  test("a price named elsewhere that is none of the rows' figures and not what you pay asks for a tick", () => {
    const found = read(['Your renewal price is £505.00.', '', 'Premium before discount     £520.00', 'Loyalty discount            −£26.00', 'Price to pay                £494.00'].join('\n'));
    expect(shown(found, 'renewalPremium')).toBe('505.00?');
  });

  test("last year's total under this year's total is last year's price for the same thing, asking for a tick", () => {
    const found = read(['Premium (including IPT)     £580.00', 'Our broker fee              £30.00', 'Total                       £610.00', "Last year's total           £598.00"].join('\n'));
    expect([shown(found, 'renewalPremium'), shown(found, 'previousPremium')]).toEqual(['610.00', '598.00?']);
  });

  test('near miss: an add-on among the rows makes the total no price of the car insurance alone', () => {
    const found = read(['Premium (including IPT)     £580.00', 'Breakdown cover             £45.00', 'Total                       £625.00', "Last year's total           £598.00"].join('\n'));
    expect(found.renewalPremium?.value).not.toBe('625.00');
    expect(found.previousPremium).toBeUndefined();
  });

  test("near miss: the tax shown as part of the price ('of which IPT') is no row added on; the premium stays, asking for a tick", () => {
    const found = read(['Your premium                 £560.00', 'of which Insurance Premium Tax   £60.00'].join('\n'));
    expect(shown(found, 'renewalPremium')).toBe('560.00?');
  });
});

describe("a rise or fall in per cent against last year's price: 'that's 4% more than last year's £x'", () => {
  test("the amount after the percentage is last year's price", () => {
    const found = read(['Your price for the next year', '£624.00', "which is 4% more than last year's £600.00"].join('\n'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['624.00', '600.00']);
  });

  test('near miss: a percentage against something else (an average) gives no last year\'s price', () => {
    const found = read(['Your price for the next year', '£624.00', "which is 4% less than the area's average of £650.00"].join('\n'));
    expect([found.renewalPremium?.value, found.previousPremium]).toEqual(['624.00', undefined]);
  });
});

describe("another car on the account: its figures are not this car's", () => {
  test("the other car's price, in a sentence about it, is neither this year's nor last year's price", () => {
    const text = ['Renewal price for your Skoda Fabia   £512.80', 'Also on your multi-car account: Kia Picanto, registration LB19 TRW, renewing on 3 June 2027,', 'current premium £401.15.'].join('\n');
    const found = read(text);
    expect([found.renewalPremium?.value, found.previousPremium]).toEqual(['512.80', undefined]);
  });

  test("near miss: the other car named in the sentence before leaves this car's price in its own sentence", () => {
    const found = read("We'll write to you about your other car nearer its renewal. Your renewal price is £512.80.");
    expect(found.renewalPremium?.value).toBe('512.80');
  });
});

describe("the excess written as a sum: '£250 compulsory + £100 voluntary = £350 total'", () => {
  test('the amount after the equals sign, said to be the total, is the total excess (the parts confirm it)', () => {
    const found = read('Excess: £250 compulsory + £100 voluntary = £350 total.');
    expect([shown(found, 'compulsoryExcess'), shown(found, 'voluntaryExcess'), shown(found, 'totalExcess')]).toEqual(['250', '100', '350']);
  });

  test('near miss: an amount after the parts not said to be the whole (a windscreen excess) is no total', () => {
    const found = read('Excess: £250 compulsory + £100 voluntary, windscreen £75.');
    expect([found.compulsoryExcess?.value, found.voluntaryExcess?.value, found.totalExcess]).toEqual(['250', '100', undefined]);
  });
});

describe("a brand not on the list in the letter's banner, with what it sells after it ('Acme Money Car Insurance')", () => {
  const letter = (banner: string) => parseRenewalNotice(`${banner}\nDear Ms Cole,\nYour policy renews on 3 March 2027.\nThanks for shopping at Hollins Money.\n`);

  test('the brand is offered as typed, asking for a check', () => {
    const insurer = letter('Hollins Money Car Insurance').insurer;
    expect([insurer?.value, insurer?.reason]).toEqual(['Hollins Money', UNLISTED_BRAND_REASON]);
  });

  test('near miss: a banner of words that name no firm gives no brand', () => {
    expect(letter('Private Motor Insurance').insurer).toBeUndefined();
  });
});

describe("an older plate after a dash at the end of the car's line ('Vehicle  Ford Focus 1.6 Zetec – X214 BNL')", () => {
  test('the prefix plate is the registration', () => {
    expect(read('Vehicle                 Vauxhall Astra 1.4 Life – W617 KPD').registrationNumber?.value).toBe('W617KPD');
  });

  test("near miss: a dash inside the car's name, no plate at the line's end, gives no registration", () => {
    expect(read('Vehicle                 Vauxhall Astra – 1.4 Life').registrationNumber).toBeUndefined();
  });
});

describe("a bare 'Last year' row over the row naming this year's price", () => {
  test("'Last year  £x' over 'Pay annually  £y': last year's price", () => {
    const found = read(['Last year               £470.10', 'Pay annually            £498.60', 'Or 12 monthly payments of   £44.90'].join('\n'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['498.60', '470.10']);
  });

  test("near miss: over a month's payment, or over something that is no price, it is not read", () => {
    expect(read(['Last year               £470.10', 'Monthly payment         £44.90'].join('\n')).previousPremium).toBeUndefined();
    expect(read(['Last year               £470.10', 'Voluntary excess        £250'].join('\n')).previousPremium).toBeUndefined();
    // Under a heading of something else, the row is that thing's last year.
    expect(read(['Protected no claims discount', 'Last year               £41.00', 'Your renewal price      £498.60'].join('\n')).previousPremium).toBeUndefined();
  });
});

describe("a column's label wrapped in its cell over its figure ('Your price this' / 'year' / '£563.10')", () => {
  test("the lines of the cell are read as one label: this year's and last year's prices", () => {
    const text = ['   Your premium last', '        year', '      £472.00', '', 'Your premium this     Average premium', '    year              in your area', '   £505.00            £590.00'].join('\n');
    const found = read(text);
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['505.00', '472.00']);
  });

  test('near miss: the market average wrapped the same way is still no premium', () => {
    const text = ['Average premium       Your premium this', '  in your area              year', ' £590.00               £505.00'].join('\n');
    expect(read(text).renewalPremium?.value).not.toBe('590.00');
    expect(read(text).previousPremium).toBeUndefined();
  });
});
