// Set 45's scanned broker letter (Smith Bell & Thompson): three policy years as column headings, the latest marked
// '(renewal)', over 'Premium including IPT  £530.15  £561.90  £587.44'.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const table = (heading: string) =>
  read([heading, 'Premium including IPT                   £498.20             £522.75            £541.10', 'This year the premium has gone up by £18.35.'].join('\n'));

describe('three policy years as column headings', () => {
  test("the latest year's column is this year's premium, the one before it last year's", () => {
    expect(valuesOf(table('Policy year                             2025/26             2026/27            2027/28 (renewal)'), 'renewalPremium', 'previousPremium')).toEqual(['541.10', '522.75']);
  });

  test('near miss: two of the headings the same year say nothing of which is which, and last year\'s is not read from the row', () => {
    expect(valuesOf(table('Policy year                             2026/27             2026/27            2027/28 (renewal)'), 'previousPremium')).not.toEqual(['522.75']);
  });
});
