// Set 42's classic car (Classic Direct): a table of policy years, each row with the car's agreed value and the premium,
// the current year's row '2026/27 (ends 30 April 2027)'. The column headed as a price holds each year's premium.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const table = (heading: string, currentYear = '2026/27 (ends 31 May 2027)') =>
  read(
    [
      `  Year of cover                 ${heading}`,
      '  2025/26                            £9,800             £301.15',
      `  ${currentYear.padEnd(28)}      £10,250             £312.40`,
      '  2027/28 (your renewal)            £10,900             £327.05',
    ].join('\n'),
  );

describe("a table of policy years with the car's agreed value beside each year's premium", () => {
  test("the column headed as a price: this year's and last year's premiums", () => {
    expect(valuesOf(table('Value agreed       Premium incl. IPT'), 'renewalPremium', 'previousPremium')).toEqual(['327.05', '312.40']);
  });

  test("a year row saying when it ends ('2026/27 (ending 31 May)') is still a year row", () => {
    expect(valuesOf(table('Value agreed       Premium incl. IPT', '2026/27 (ending 31 May)'), 'previousPremium')).toEqual(['312.40']);
  });

  test('near miss: both columns headed as prices, so the table says nothing of which is the premium', () => {
    expect(valuesOf(table('Price guide        Premium incl. IPT'), 'previousPremium')).toEqual([undefined]);
  });
});
