// A price panel's rows (set 40's DPI Bros., in our own wording): 'Last year (incl. IPT)' names only the year and what the
// figure includes (last-years-price.ts), and an 'Increase' row with an unsigned amount confirms the two years' prices
// when they differ by it (bare-change.ts). With near misses: another tag in the brackets, a row that does not agree.
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const PANEL = (lastYearLabel: string, change: string) => [
  'Dear Mrs Okafor,',
  'Your motor policy is due for renewal on 2027-04-11.',
  'Renewal premium (incl. IPT)                        £655.30',
  `${lastYearLabel.padEnd(51)}£631.05`,
  change,
  'Compulsory excess                                     £250',
].join('\n');

describe("a panel's 'Last year (incl. IPT)' and 'Increase' rows", () => {
  test("'Last year (incl. IPT)' is last year's price, and the 'Increase' row it agrees with makes both sure", () => {
    const found = read(PANEL('Last year (incl. IPT)', 'Increase                                            £24.25'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['655.30', '631.05']);
  });

  test("'Saving' is the change downwards: a rise of the same pence does not confirm it", () => {
    const found = read(PANEL('Last year (incl. IPT)', 'Saving                                              £24.25'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['655.30?', '631.05?']);
  });

  test('near miss: an increase row that does not agree confirms nothing', () => {
    const found = read(PANEL('Last year (incl. IPT)', 'Increase                                            £24.52'));
    expect(shownAll(found, 'renewalPremium', 'previousPremium')).toEqual(['655.30?', '631.05?']);
  });

  test('near miss: a bracket naming something else than tax is not a bare year', () => {
    const found = read(PANEL('Last year (incl. breakdown)', ''));
    expect(found.previousPremium?.value).not.toBe('631.05');
  });
});
