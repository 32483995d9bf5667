// Set 51's photographed new-driver letter (Sure Thing!): a strip under the pay-in-full and pay-monthly boxes, 'Last
// year: £1,902.77 - You save £214.45 …', its bare year label read after the monthly plan's figures.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const letter = (strip: string) =>
  read(
    [
      'Your renewal starts on 5 July 2027. Here are your prices.',
      '           Pay in full',
      '      £1,688.32',
      '      one payment for the year',
      '',
      '   Pay monthly',
      '£168.83 deposit',
      '  then 10 payments of £155.47',
      '   total £1,723.53, APR 12.4%',
      strip,
    ].join('\n'),
  );

describe("a bare 'Last year:' figure followed by the saving against this year's price", () => {
  test("'Last year: £1,902.77 - You save £214.45 …' under the monthly plan is last year's price", () => {
    const notice = letter('  Last year: £1,902.77 - You save £214.45 with your extra year of driving experience');
    expect(valuesOf(notice, 'renewalPremium', 'previousPremium')).toEqual(['1688.32', '1902.77']);
  });

  test("near miss: 'Last year: £1,902.77 - thank you for staying' says nothing of this year's price, so the monthly plan's strip is not read as last year's", () => {
    expect(valuesOf(letter('  Last year: £1,902.77 - thank you for staying with us'), 'previousPremium')).toEqual([undefined]);
  });
});
