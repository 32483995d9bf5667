// Set 30's last misses that a rule can read (the lead, after the three menders): a statement system's short forms of
// the excesses ('COMP XS', 'VOL XS', 'TOT XS'), with a near miss. The layout's part (a panel's rows beside a paragraph
// going on in lower case; headings in 'GBP' over bare figures) is in layout/page-layout.test.ts.
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

describe("a statement's short forms of the excesses ('COMP XS  250')", () => {
  test('compulsory, voluntary and total, each its own', () => {
    const found = read(['RENEWAL SUMMARY  (amounts in pounds sterling)', 'REN PREM          723.15', 'COMP XS           250', 'VOL XS            250', 'TOT XS            500'].join('\n'));
    expect(valuesOf(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['250', '250', '500']);
  });

  test("near miss: a code that starts 'XS' and a size 'XS' are no excess", () => {
    const found = read(['All amounts are in pounds.', 'XSC01 Windscreen repair  75', 'Jacket size XS  250'].join('\n'));
    expect(shownAll(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual([undefined, undefined, undefined]);
  });
});
