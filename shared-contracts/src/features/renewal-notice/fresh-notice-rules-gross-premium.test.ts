// The gross premium under the net premium and its tax ('Gross premium' after 'Net premium' and 'Insurance Premium
// Tax'): what you pay, sure when the rows add up to it, asking for a tick when they do not. In our own wording, with a
// near miss. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

describe('the gross premium under the net premium and its tax', () => {
  test("'Gross premium' = net + IPT: sure", () => {
    const found = read(['Your motor policy renewal', 'Annual premium (net of tax)        £915.00', 'Insurance Premium Tax at 12%       £109.80', 'Gross premium                     £1,024.80'].join('\n'));
    expect(shownAll(found, 'renewalPremium')).toEqual(['1024.80']);
  });

  test('near miss: a gross premium the rows do not add up to asks for a tick', () => {
    const found = read(['Your motor policy renewal', 'Annual premium (net of tax)        £915.00', 'Insurance Premium Tax at 12%       £109.80', 'Gross premium                     £1,042.80'].join('\n'));
    expect(shownAll(found, 'renewalPremium')).toEqual(['1042.80?']);
    expect(found.renewalPremium!.reason).toMatch(/do not add up/);
  });
});

describe("a printout's 'VRN' and its gross premium over an add-on, a fee and a 'TOTAL'", () => {
  const printout = (third: string) =>
    read([
      'VRN  ..........  KM21  TXR             VEH  ..........  SKODA FABIA',
      '  PREMIUM DETAIL  (GBP)                                CURR TERM           REN TERM',
      '  NET  PREMIUM                                            401.25             437.50',
      '  IPT @  12%                                               48.15              52.50',
      `  ${third.padEnd(54)}449.40             490.00`,
      '  MLE  (OPT)                                               25.00              25.00',
      '  BRK  FEE                                                 15.00              15.00',
      '  TOTAL                                                   489.40             530.00',
    ].join('\n'));

  test("'VRN' labels the plate; the gross premium row is each year's premium, not the 'TOTAL' with the add-on and fee", () => {
    const found = printout('GROSS  PREMIUM');
    expect(found.registrationNumber?.value).toBe('KM21TXR');
    expect(valuesOf(found, 'renewalPremium', 'previousPremium')).toEqual(['490.00', '449.40']);
  });

  test("near miss: with no gross premium row, the 'TOTAL' is not read as the premium without a tick", () => {
    const found = printout('SUB  TOTAL  ITEMS');
    expect(found.renewalPremium === undefined || found.renewalPremium.value !== '530.00' || reasonToCheck(found.renewalPremium) !== null).toBe(true);
  });
});
