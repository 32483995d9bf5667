// The price row a scan could not read (set 39's Rooster, in our own wording): the premium and its tax on rows of their
// own make exactly last year's price with the fall the notice states ("You're paying £41.60 less."), so their sum is
// this year's price, worked out and asking for a tick (premium-and-tax-rows.ts, money-checks.ts). With near misses.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const APP_PAGE = (premiumRow: string, saying: string) => [
  'Policy HWK-22019-77 renews on Sat, Mar 6, 2027',
  '   Your price',
  `   ${premiumRow}`,
  '   Insurance Premium Tax (12%)        £55.80',
  '   Car insurance incl IP7           E5Z1560',
  '   Admin fee                          £20.00',
  '   To pay                           £540.80',
  `    ${saying}`,
].join('\n');

describe('this year\'s price worked out from its premium and tax rows', () => {
  test("'Insurance premium' and its tax make last year's price less the stated fall: their sum, asking for a tick", () => {
    const found = read(APP_PAGE('Insurance premium                 £465.00', "Last year: £562.40 incl. IPT. You're paying\n    £41.60 less."));
    expect(found.renewalPremium?.value).toBe('520.80');
    expect(found.renewalPremium?.derived).toMatch(/premium £465\.00 and its tax £55\.80/);
    expect(reasonToCheck(found.renewalPremium!)).not.toBeNull();
  });

  test('near miss: rows that do not make that sum leave the price read, flagged against the stated fall', () => {
    const found = read(APP_PAGE('Insurance premium                 £466.00', "Last year: £562.40 incl. IPT. You're paying\n    £41.60 less."));
    expect(found.renewalPremium?.value).toBe('540.80');
    expect(found.renewalPremium?.derived).toBeUndefined();
    expect(reasonToCheck(found.renewalPremium!)).toMatch(/went down by £41\.60/);
  });

  test("near miss: 'paying £41.60 less' with no last year named before it is no change against last year", () => {
    const found = read(APP_PAGE('Insurance premium                 £465.00', "Pay in one go and you're paying £41.60 less."));
    expect(found.renewalPremium?.value).not.toBe('520.80');
  });
});
