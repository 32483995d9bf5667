// Set 32's scanned Sainsbury's Bank letter: a column headed 'Year from 6 Feb 2027' beside 'Last year' is the renewal's,
// as a column headed 'From 28 November 2026' is. In our own wording, with a near miss.
import { readShortNotice as read } from './test-support/short-notice';

const premiums = (heading: string) => {
  const notice = read(
    [
      'Your car insurance is due for renewal. Here is your price for the year ahead, and last year\'s, for',
      'the same cover.',
      `                                       ${heading}    Last year`,
      'Premium (including IPT)                              £688.40     £642.10',
      'Renewal date  9 March 2027',
    ].join('\n'),
  );
  return [notice.renewalPremium?.value, notice.previousPremium?.value];
};

describe("a column headed by the year's start date beside last year's", () => {
  test("'Year from 9 Mar 2027' heads the renewal's column", () => {
    expect(premiums('Year from 9 Mar 2027')).toEqual(['688.40', '642.10']);
  });

  test("near miss: 'Year to 8 Mar 2027' names no start, so its column is not taken as the renewal's", () => {
    expect(premiums('Year to 8 Mar 2027  ')).not.toEqual(['688.40', '642.10']);
  });
});
