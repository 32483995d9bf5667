// Two cards side by side, last year's price read for this year's (set 42's ChoiceQuote, in our own wording;
// money-checks.ts): the figure read fits the stated change only as last year's, the figure that makes is printed and
// the one it would make as this year's is not. With near misses: neither printed, both printed.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

const CARDS = (renewalRow: string, extra = '') => [
  '  This year – ends 3 May 2027',
  '  Insurer                  Aviva Insurance Limited',
  '  Premium you                      £702.60',
  '  paid                                        →',
  '',
  'Your renewal – from 4 May 2027',
  'Insurer               Covéa Insurance plc',
  renewalRow,
  "That's £38.15 less than you paid last year.",
  extra,
].join('\n');

describe("the price read fits the stated change only as last year's", () => {
  test("the printed figure the change makes of it is this year's, the one read last year's, both asking for ticks", () => {
    const found = read(CARDS('Premium incl. IPT               £664.45'));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['664.45', '702.60']);
    expect(reasonToCheck(found.renewalPremium!)).toMatch(/only as last year's £702\.60 and this year's £664\.45/);
  });

  test("near miss: with no such figure printed, last year's is worked out as before", () => {
    const found = read(CARDS('Premium incl. IPT               £664.54'));
    expect(found.renewalPremium?.value).not.toBe('664.45');
  });

  test('near miss: with the worked-out last year printed too, nothing is swapped', () => {
    const found = read(CARDS('Premium incl. IPT               £664.45', 'Paying monthly, 10 payments of £74.08: the total payable is £740.75.'));
    expect(found.previousPremium?.value === '702.60' && found.renewalPremium?.value === '664.45').toBe(false);
  });
});
