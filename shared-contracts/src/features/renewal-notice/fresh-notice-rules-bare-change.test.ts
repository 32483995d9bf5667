// A change printed as a bare signed figure beside its label (bare-change.ts) confirms this year's and last year's
// premiums when they differ by exactly that much; in our own wording, each with a near miss. '?' marks a tick asked.
import { bareChangePence } from './bare-change';
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const PREMIUMS = ['renewalPremium', 'previousPremium'] as const;

describe('the change as a bare signed figure', () => {
  test("'Change  +24.81' under both years' premiums: both sure", () => {
    const found = read(['All figures in pounds.', 'Renewal premium          612.40', 'Last year\'s premium      587.59', 'Change                   +24.81'].join('\n'));
    expect(shownAll(found, ...PREMIUMS)).toEqual(['612.40', '587.59']);
  });

  test("tiles: '+58.65 change' beside the two premiums read before their captions", () => {
    const found = read(['Amounts are in pounds sterling.', "842.16 annual premium for the year ahead    783.51 last year's annual premium", '+58.65 change'].join('\n'));
    expect(shownAll(found, ...PREMIUMS)).toEqual(['842.16', '783.51']);
  });

  test("a ledger's 'VAR ...... -12.00' and 'Difference  +32.65 GBP'", () => {
    expect(bareChangePence('RNWL PREM   600.00\nEXP PREM    612.00\nVAR ............ -12.00')).toBe(-1200);
    expect(bareChangePence('Premium for the current year  779.95 GBP\nDifference  +32.65 GBP')).toBe(3265);
    expect(bareChangePence('Change in your car insurance premium ....... +75.54')).toBe(7554);
  });

  test('near miss: a change that does not agree confirms nothing and flags nothing', () => {
    const found = read(['All figures in pounds.', 'Renewal premium          612.40', 'Last year\'s premium      587.59', 'Change                   +2.07'].join('\n'));
    expect(shownAll(found, ...PREMIUMS)).toEqual(['612.40?', '587.59?']);
    expect(found.renewalPremium!.flag).toBeUndefined();
  });

  test("near miss: the sign the wrong way round (the years swapped) confirms nothing", () => {
    const found = read(['All figures in pounds.', 'Renewal premium          612.40', 'Last year\'s premium      587.59', 'Change                   -24.81'].join('\n'));
    expect(shownAll(found, ...PREMIUMS)).toEqual(['612.40?', '587.59?']);
  });

  test("near miss: no sign, two signed figures on the line, or two lines that disagree say nothing", () => {
    expect(bareChangePence('Change   24.81')).toBeNull();
    expect(bareChangePence('Change   +24.81   +2.07')).toBeNull();
    expect(bareChangePence('Change   +24.81\nDifference  +30.00')).toBeNull();
    expect(bareChangePence('Change of vehicle  +25.00 admin fee')).toBeNull();
  });
});
