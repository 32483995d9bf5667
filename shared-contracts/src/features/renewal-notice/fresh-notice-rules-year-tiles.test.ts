// Set 50's Direct Line email: two tiles, each its year over the figure and 'a year' under it ('This year' / '£1,018.56'
// / 'a year, including IPT', 'Last year' / '£947.20' / 'a year'); and set 50's scanned AA letter: '... a voluntary
// excess of £200 too, so if you claim' / 'you'll pay £400 in total.' In our own wording, with near misses.
import { readShortNotice as read } from './test-support/short-notice';

describe("a year's tile: the year over the figure, 'a year' under it", () => {
  const premiums = (under: string) => {
    const n = read(['Your cover renews on 9 April 2027.', '                   This year', '           £866.40', `               ${under}`, '', '                              Last year', '                        £812.15', `                               ${under}`].join('\n'));
    return [n.renewalPremium?.value, n.previousPremium?.value];
  };

  test('each figure is its year\'s price', () => {
    expect(premiums('a year, including IPT')).toEqual(['866.40', '812.15']);
  });

  test("near miss: 'a month' under them: no year's price", () => {
    expect(premiums('a month')).toEqual([undefined, undefined]);
  });
});

describe("the whole excess as what a claim costs after the parts", () => {
  const whole = (tail: string) =>
    read(['Renewal date  3 May 2027', `Your compulsory excess is £250. You've added a voluntary excess of £100 too, so if you claim\n${tail}`].join('\n')).totalExcess?.value;

  test("'so if you claim you'll pay £350 in total'", () => {
    expect(whole("you'll pay £350 in total.")).toBe('350');
  });

  test("near miss: 'you'll pay £350 towards the repair' says no total", () => {
    expect(whole("you'll pay £350 towards the repair.")).toBeUndefined();
  });
});
