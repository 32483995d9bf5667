// Issue 47, the last wave: notices of our own in layouts and wordings the rules were not written from (renewal-notice/
// unseen-layouts/issue47-*.txt, and positioned words for the layouts that need their geometry): the layouts in
// other words and other brands, a notice of the monthly plan alone, a price that fell, Welsh before English in every
// label, and OCR's noise ('O' for '0', '£' read as 'E'). Each is read whole; money and dates say how sure they are.
import { readFileSync } from 'fs';
import { join } from 'path';
import { pageLayoutText, parseRenewalNotice, type RenewalNoticeFieldName } from './renewal-notice';
import { row } from './renewal-notice/test-support/drawn-rows';

const TODAY = '2026-11-26';
const layout = (name: string) => readFileSync(join(__dirname, 'renewal-notice', 'unseen-layouts', `${name}.txt`), 'utf8');


/** field -> [value, certainty] */
type Expected = Partial<Record<RenewalNoticeFieldName, [string, 'sure' | 'unchecked' | 'derived']>>;

const NOTICES: Record<string, Expected> = {
  // Add-ons priced apart with a 'Total price'; a policy number with a suffix in a sentence; 'Excesses' with GBP.
  'issue47-darwin-addons-total': {
    renewalDate: ['2027-04-12', 'sure'],
    insurer: ['Darwin', 'sure'],
    policyNumber: ['DRW-CAR-5512093/02', 'sure'],
    registrationNumber: ['KX22PLM', 'sure'],
    coverage: ['Comprehensive', 'sure'],
    renewalPremium: ['574.30', 'sure'],
    totalPrice: ['697.80', 'sure'],
    totalExcess: ['350', 'unchecked'],
  },
  // A price that fell, said in a sentence; 'ends on … and your new cover begins on that same day'; the brand's
  // group and underwriter in the small print.
  'issue47-castle-cover-fell': {
    renewalDate: ['2027-02-03', 'sure'],
    insurer: ['Castle Cover', 'sure'],
    policyNumber: ['CC/MOT/448120-B', 'sure'],
    registrationNumber: ['YR18GHU', 'sure'],
    coverage: ['Third Party Fire & Theft', 'sure'],
    renewalPremium: ['487.95', 'sure'],
    previousPremium: ['552.25', 'sure'],
    compulsoryExcess: ['200', 'unchecked'],
    voluntaryExcess: ['0', 'unchecked'],
  },
  // Monthly only: no price for the year paid in full; the year's price is worked out from the plan, for a tick.
  'issue47-rias-monthly-only': {
    renewalDate: ['2027-05-28', 'sure'],
    insurer: ['RIAS', 'sure'],
    policyNumber: ['RIA 8820 4471', 'sure'],
    registrationNumber: ['DW19CZE', 'unchecked'],
    coverage: ['Comprehensive', 'sure'],
    renewalPremium: ['676.00', 'derived'],
    compulsoryExcess: ['300', 'unchecked'],
    voluntaryExcess: ['100', 'unchecked'],
  },
  // Welsh first, then English, in every label.
  'issue47-hughes-welsh-first': {
    renewalDate: ['2027-06-09', 'sure'],
    insurer: ['Hughes Insurance', 'sure'],
    policyNumber: ['HUG-77120433', 'sure'],
    registrationNumber: ['CN70DVW', 'sure'],
    coverage: ['Comprehensive', 'sure'],
    renewalPremium: ['598.14', 'unchecked'],
    previousPremium: ['571.02', 'unchecked'],
    compulsoryExcess: ['250', 'unchecked'],
    voluntaryExcess: ['250', 'unchecked'],
  },
  // A phone photo's OCR: 'O' for '0' in amounts, a day and a policy number; '£' read as 'E'.
  'issue47-policy-expert-ocr': {
    renewalDate: ['2027-04-10', 'sure'],
    insurer: ['Policy Expert', 'sure'],
    policyNumber: ['PX-MOT-301877', 'sure'],
    registrationNumber: ['BF69WTO', 'sure'],
    coverage: ['Comprehensive', 'sure'],
    renewalPremium: ['684.20', 'unchecked'],
    previousPremium: ['659.90', 'unchecked'],
    compulsoryExcess: ['350', 'unchecked'],
    voluntaryExcess: ['250', 'unchecked'],
  },
};

describe('notices of our own, read whole', () => {
  test.each(Object.entries(NOTICES))('%s: every field, and how sure it is', (name, expected) => {
    const found = parseRenewalNotice(layout(name), { today: TODAY });
    const read = Object.fromEntries(Object.keys(expected).map((field) => [field, [found[field as RenewalNoticeFieldName]?.value, found[field as RenewalNoticeFieldName]?.certainty]]));
    expect(read).toEqual(expected);
    // Nothing found that was not expected (a field read from the wrong place).
    const extra = Object.keys(found).filter((field) => !(field in expected) && field !== 'addOns' && field !== 'payment');
    expect(extra).toEqual([]);
  });

  test("the monthly plan's worked-out price says how it was worked out", () => {
    const found = parseRenewalNotice(layout('issue47-rias-monthly-only'), { today: TODAY });
    expect(found.renewalPremium?.derived).toMatch(/£737\.28 less the interest £61\.28/);
    expect(found.payment?.checked).toBe(true);
  });

  test('a monthly plan that does not add up gives no worked-out price', () => {
    const found = parseRenewalNotice(layout('issue47-rias-monthly-only').replace('£737.28', '£747.28'), { today: TODAY });
    expect(found.renewalPremium).toBeUndefined();
  });

  test("OCR's 'E' is read as '£' only beside money words, never in a postcode or a word", () => {
    const found = parseRenewalNotice('Your car insurance\nRenewal date: 10 April 2027\nLondon E1 6AN\nE10 petrol\nYour renewal premium E684.20', { today: TODAY });
    expect(found.renewalPremium?.value).toBe('684.20');
    expect(parseRenewalNotice('Your car insurance policy\nLondon E1 6AN premium').renewalPremium).toBeUndefined();
  });
});

describe('layouts that need their geometry', () => {
  test('two columns: the premium in one, an excess table and add-ons beside it in the other', () => {
    const words = [
      ...row(0, [0, 'Be Wiser Insurance']),
      ...row(1, [0, 'Your renewal at a glance']),
      ...row(3, [0, 'Your car insurance'], [300, 'Excess']),
      ...row(4, [0, 'premium £702.15'], [300, 'Compulsory £250']),
      ...row(5, [0, 'Renewal date 17/03/2027'], [300, 'Voluntary £150']),
      ...row(6, [0, 'Registration LB68 KTE'], [300, 'Courtesy car £39.99']),
      ...row(7, [0, 'Cover Comprehensive'], [300, 'Key cover £19.99']),
    ];
    const found = parseRenewalNotice(pageLayoutText(words), { today: TODAY });
    expect(found.renewalPremium?.value).toBe('702.15');
    expect(found.renewalDate).toMatchObject({ value: '2027-03-17', certainty: 'sure' });
    expect(found.insurer?.value).toBe('Be Wiser');
    expect([found.compulsoryExcess?.value, found.voluntaryExcess?.value]).toEqual(['250', '150']);
  });

  test("'Period of insurance' wrapped in a table cell, in other words: the new period's first day", () => {
    const words = [
      ...row(0, [0, 'Sky Insurance schedule']),
      ...row(2, [0, 'Insured:'], [160, 'Ms R Ahmed']),
      ...row(3, [0, 'Period of'], [160, 'From 00:01 hours on 14/02/2027']),
      ...row(4, [0, 'insurance:'], [160, 'to 23:59 hours on 13/02/2028']),
      ...row(5, [0, 'Annual premium:'], [160, '£733.40 including IPT']),
    ];
    const found = parseRenewalNotice(pageLayoutText(words), { today: TODAY });
    expect(found.renewalDate).toMatchObject({ value: '2027-02-14', certainty: 'sure' });
    expect(found.renewalDate?.derived).toBeUndefined();
  });
});
