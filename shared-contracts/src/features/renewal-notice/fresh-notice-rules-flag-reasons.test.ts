// Set 49's right premiums flagged with wrong reasons: Prima's app screen ('Total: £500' under the kinds of excess taken
// for the price's total) and Romero's Direct Debit schedule ('The total payable includes interest of £13.64' taken for
// the total payable). A flag must name the notice's own figures. In our own wording, with near misses.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

describe("an excess's 'Total' is not the price's total", () => {
  const reason = (excessTotal: string) =>
    reasonToCheck(
      read(
        [
          'Renewal date 2 May 2027',
          '  Motor insurance                       £702.40',
          'Breakdown assistance',
          '£39.00',
          'Excess',
          'Compulsory: £250',
          '                         Voluntary: £100',
          `                                                 ${excessTotal}`,
          '  Total for the year                 £751.40',
        ].join('\n'),
      ).renewalPremium!,
    );

  test("'Total: £350' under the excesses: the price's parts (not adding up here) are checked against 'Total for the year'", () => {
    expect(reason('Total: £350')).toMatch(/not the total on the notice \(£751\.40\)/);
  });

  test("near miss: a total excess written as such ('Total excess: £350') was never taken for the price's", () => {
    expect(reason('Total excess: £350')).not.toMatch(/£350/);
  });
});

describe("'the total payable includes interest of £X' is no total payable", () => {
  const premium = (sentence: string) => {
    const found = read(['Renewal date 9 May 2027', '  Annual premium (including IPT)                      £612.40', '  Total payable                                        £631.90', sentence].join('\n')).renewalPremium!;
    return `${found.value}${reasonToCheck(found) ? '?' : ''}`;
  };

  test('the premium and the interest make the total payable: confirmed', () => {
    expect(premium('The total payable includes interest of £19.50 (APR 6.9%).')).toBe('612.40');
  });

  test("near miss: interest that does not make the total asks for a tick, naming the row's total", () => {
    const found = read(['Renewal date 9 May 2027', '  Annual premium (including IPT)                      £612.40', '  Total payable                                        £631.90', 'The total payable includes interest of £21.50 (APR 6.9%).'].join('\n')).renewalPremium!;
    expect(reasonToCheck(found)).toMatch(/£631\.90/);
  });
});
