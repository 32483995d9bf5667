// The gross premium under the net premium and its tax ('Gross premium' after 'Net premium' and 'Insurance Premium
// Tax'): what you pay, sure when the rows add up to it, asking for a tick when they do not. In our own wording, with a
// near miss. '?' marks a tick asked.
import { readShortNotice as read, shownAll } from './test-support/short-notice';

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
