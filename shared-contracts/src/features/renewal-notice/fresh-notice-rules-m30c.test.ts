// The money rules fresh sets 31 to 33 asked for (mfe-policies read-notice/fresh-printed-notices-31.ts .. -33.ts): a
// premium's bracket saying it holds the tax ('(inclusive of IPT)') or that a discount is already off it ('(after
// multi-car discount)'), the premium of the policy now running ('Premium for your current policy'), an estimate of the
// year's whole cost beside a pay-by-mile premium, and this year's premium named only by 'the coming year' after last
// year's; and, in a page's layout, a table's first row under two columns of boxes kept with the table. Each in a few
// lines of our own, with a near miss that must not be taken.
import { pageLayoutText, parseRenewalNotice, type PositionedWord } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(text, { today: '2026-11-29' });

describe("a premium's bracket saying what it holds", () => {
  test("'(inclusive of IPT)' says what the premium holds, not that the amount is the tax", () => {
    const notice = read('Renewal schedule\nRenewal date   14 March 2027\nRenewal premium (inclusive of IPT)      £512.40\nExpiring premium                        £488.00');
    expect(notice.renewalPremium?.value).toBe('512.40');
    expect(notice.previousPremium?.value).toBe('488.00');
  });

  test("near miss: 'Insurance Premium Tax inclusive' on its own row is the tax, no premium", () => {
    const notice = read('Renewal schedule\nRenewal premium              £512.40\nInsurance Premium Tax (inclusive)   £54.90');
    expect(notice.renewalPremium?.value).toBe('512.40');
  });

  test("'(after multi-car discount)': the price paid, the discount already off it", () => {
    const notice = read("Your policy renews on 9 March 2027.\nYour renewal premium                    £598.20\nLast year's premium (after multi-car discount)   £571.35");
    expect(notice.previousPremium?.value).toBe('571.35');
  });

  test("near miss: '(before multi-car discount)' is no price paid", () => {
    const notice = read("Your policy renews on 9 March 2027.\nYour renewal premium                    £598.20\nLast year's premium (before multi-car discount)   £611.35");
    expect(notice.previousPremium).toBeUndefined();
  });

  test("near miss: the discount's own row is no premium, though it says 'after'", () => {
    const notice = read('Your policy renews on 9 March 2027.\nYour renewal premium    £598.20\nDiscount (after 5 years with us)   -£40.00');
    expect(notice.renewalPremium?.value).toBe('598.20');
    expect(notice.previousPremium).toBeUndefined();
  });
});

describe('the premium of the policy now running, beside the new one', () => {
  test("'Premium for your current policy' is last year's", () => {
    const notice = read('Renewal invitation\nPremium for your new policy           £812.30\nPremium for your current policy       £776.90\nDifference                              £35.40');
    expect(notice.renewalPremium?.value).toBe('812.30');
    expect(notice.previousPremium?.value).toBe('776.90');
  });

  test("near miss: 'Renewal premium for your current policy' is the renewal's price", () => {
    const notice = read('Renewal invitation\nRenewal premium for your current policy     £812.30');
    expect(notice.renewalPremium?.value).toBe('812.30');
    expect(notice.previousPremium).toBeUndefined();
  });
});

describe("an estimate of the year's whole cost beside a pay-by-mile premium", () => {
  const table = (rows: string[]) =>
    ['Your pay-by-mile policy renews on 1 April 2027.', '                                   From 1 April 2027        Last year', ...rows].join('\n');

  test("'Estimated total at 5,000 miles' is neither year's premium; the annual cost's row is", () => {
    const notice = read(
      table(['Annual cost (your premium)                  £402.15                £377.60', 'Per-mile rate                                 6.9p                   6.4p', 'Estimated total at 5,000 miles              £747.15                £697.60']),
    );
    expect(notice.renewalPremium?.value).toBe('402.15');
    expect(notice.previousPremium?.value).toBe('377.60');
  });

  test("near miss: a premium worked out from an estimated mileage is still the premium ('Based on your estimated mileage')", () => {
    const notice = read('Your policy renews on 1 April 2027.\nBased on your estimated mileage, your renewal premium is £402.15.');
    expect(notice.renewalPremium?.value).toBe('402.15');
  });
});

describe("this year's premium named only by the year ahead, after last year's", () => {
  test("'Last year your premium was £655.80; for the coming year it is £704.55'", () => {
    const notice = read('Your policy is due for renewal on 29 January 2027.\nLast year your premium was £611.20; for the coming year it is £652.75.');
    expect(notice.previousPremium?.value).toBe('611.20');
    expect(notice.renewalPremium?.value).toBe('652.75');
  });

  test("near miss: a month's instalment for the coming year is no premium", () => {
    const notice = read('Your policy is due for renewal on 29 January 2027.\nLast year your premium was £611.20; for the coming year it is £54.40 a month.');
    expect(notice.renewalPremium?.value).not.toBe('54.40');
  });
});

describe("a table's first row under two columns of boxes, just over the table's row too wide for the gutter", () => {
  /** Words drawn as a page would: each [x, text] at line `index` (14 units a line), 5 units a character. */
  const row = (index: number, ...cells: [number, string][]): PositionedWord[] =>
    cells.flatMap(([x, text]) => {
      let at = x;
      return text.split(' ').map((word) => {
        const placed = { text: word, x: at, y: index * 14, width: word.length * 5, height: 10 };
        at += (word.length + 1) * 5;
        return placed;
      });
    });
  const boxes = [
    ...row(0, [0, 'Policyholder'], [300, 'Vehicle details']),
    ...row(1, [0, 'Mr Daniel Okonkwo'], [300, 'Registration KM19 XPO']),
    ...row(2, [0, 'Policy number PC 04418 2263'], [300, 'Year of manufacture 2019']),
    ...row(3, [0, 'Period of insurance: 08/01/2027'], [300, 'Kept overnight On a driveway']),
  ];
  const wideRows = [
    ...row(6, [0, 'Your renewal premium (including Insurance Premium Tax at 12%)'], [460, '£611.35']),
    ...row(7, [0, 'Change from last year'], [460, '+£63.15']),
  ];

  test("'Your premium last year  £548.20', its figure under the wide row's, is the table's row: last year's premium", () => {
    const text = pageLayoutText([...boxes, ...row(4, [0, 'Premium']), ...row(5, [0, 'Your premium last year'], [460, '£548.20']), ...wideRows]);
    expect(text).toMatch(/Your premium last year +£548\.20/);
    const notice = parseRenewalNotice(text, { today: '2026-11-29' });
    expect(notice.previousPremium?.value).toBe('548.20');
    expect(notice.renewalPremium?.value).toBe('611.35');
  });

  test("near miss: the right box's own last row ('Estimated value  £13,450') stays in its column", () => {
    const text = pageLayoutText([...boxes, ...row(4, [0, 'Use: social and commuting'], [300, 'Estimated value'], [460, '£13,450']), ...wideRows]);
    const lines = text.split('\n').map((l) => l.trim());
    const estimated = lines.findIndex((l) => /^Estimated value +£13,450$/.test(l));
    expect(estimated).toBeGreaterThan(lines.indexOf('Kept overnight On a driveway'));
    expect(lines).toContain('Use: social and commuting');
  });
});
