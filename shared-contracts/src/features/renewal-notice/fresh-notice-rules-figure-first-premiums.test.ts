// Set 34's ds-insurance: premiums as big figures on tiles, each caption after its figure (figure-first-premiums.ts),
// in our own wording, each with a near miss.
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

describe('a premium printed before its caption', () => {
  test("tiles read as 'figure caption' lines: next year's and last year's premium", () => {
    const found = read(
      [
        'All amounts are in pounds sterling.',
        '14.05.2027 renewal date                 KX21 PLD registration',
        "842.16 annual premium for the year ahead, including IPT    799.30 last year's annual premium",
        '+42.86 change',
      ].join('\n'),
    );
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['842.16', '799.30']);
  });

  test("'renewal premium' and 'previous premium' captions, one per line", () => {
    const found = read(['Figures in GBP.', '1,204.55 renewal premium', '1,150.00 previous premium'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['1204.55', '1150.00']);
  });

  test('read alone, such a premium asks for a tick', () => {
    const found = read(['Amounts in pounds.', '842.16 annual premium for the year ahead'].join('\n'));
    expect(shownAll(found, 'renewalPremium')).toEqual(['842.16?']);
  });

  test("near miss: a figure before 'more than last year', 'a month', 'change' or 'saving' is not a premium", () => {
    const found = read(['Amounts in pounds.', '42.86 more than last year', '70.18 a month by direct debit', '+42.86 change', '12.00 saving on your annual premium'].join('\n'));
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual([undefined, undefined]);
  });

  test('near miss: no currency stated anywhere, or two figures under the same caption', () => {
    expect(valuesOf(read('842.16 annual premium for the year ahead'), 'renewalPremium')).toEqual([undefined]);
    const two = read(['In pounds.', '842.16 annual premium', '901.40 annual premium'].join('\n'));
    expect(valuesOf(two, 'renewalPremium')).toEqual([undefined]);
  });

  test('near miss: a premium a label gave is kept', () => {
    const found = read(['Renewal premium: £842.16', 'All amounts in pounds.', '900.00 annual premium'].join('\n'));
    expect(valuesOf(found, 'renewalPremium')).toEqual(['842.16']);
  });
});
