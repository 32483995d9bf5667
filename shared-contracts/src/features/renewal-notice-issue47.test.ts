// Issue 47: the misses a new user met, each written as a notice of our own (renewal-notice/issue-47/, and positioned
// words for the layouts that need their geometry): add-ons priced apart from a total, two columns, a period of
// insurance wrapped in a table cell, last year's price in a sentence, 'starts the same day', policy numbers in
// sentences, an excess table, a brand not on the list.
import { readFileSync } from 'fs';
import { join } from 'path';
import { pageLayoutText, parseRenewalNotice, type PositionedWord } from './renewal-notice';
import { row } from './renewal-notice/test-support/drawn-rows';

const notice = (name: string) => readFileSync(join(__dirname, 'renewal-notice', 'issue-47', `${name}.txt`), 'utf8');
const TODAY = '2026-11-26';


describe('a price table with add-ons priced apart', () => {
  const found = parseRenewalNotice(notice('addons-price-table'), { today: TODAY });

  test('the car insurance price is the premium, not the total with add-ons', () => {
    expect(found.renewalPremium?.value).toBe('692.10');
    expect(found.renewalPremium?.flag).toBeUndefined();
    expect(found.previousPremium?.value).toBe('665.10');
  });

  test('each add-on and the total are kept as what they are, and they add up', () => {
    expect(found.addOns?.map((a) => [a.name, a.value])).toEqual([
      ['Breakdown', '141.00'],
      ['Legal expenses', '29.95'],
      ['Key cover', '14.99'],
    ]);
    expect(found.totalPrice?.value).toBe('878.04');
    expect(found.totalPrice?.flag).toBeUndefined();
    expect(found.renewalPremium?.checked).toBe(true);
  });

  test('a total the premium and add-ons do not make is flagged', () => {
    const wrong = parseRenewalNotice(notice('addons-price-table').replace('£878.04', '£888.04'));
    expect(wrong.totalPrice?.flag).toBe('check');
    expect(wrong.renewalPremium?.flag).toBe('check');
    expect(wrong.renewalPremium?.reason).toMatch(/add up/);
  });
});

describe('two columns: the premium and its label in one, an excess table and add-ons in the other', () => {
  // The right-hand column is set at its own spacing: its rows sit half a line below the left's.
  const half = (words: PositionedWord[]) => words.map((w) => ({ ...w, y: w.y + 7 }));
  const words = [
    ...row(0, [0, 'Cherry Motor Insurance']),
    ...row(1, [0, 'Policy MM-CAR-0X93KD7']),
    ...row(3, [0, 'Car insurance premium']),
    ...half(row(3, [300, 'Voluntary excess £250'])),
    ...row(4, [0, '£538.77']),
    ...half(row(4, [300, 'Guaranteed Hire Car £44.99'])),
    ...row(5, [0, 'Renewal date']),
    ...half(row(5, [300, 'Compulsory excess £250'])),
    ...row(6, [0, '05/05/2027']),
    ...half(row(6, [300, 'Motor legal protection £24.99'])),
  ];
  const found = parseRenewalNotice(pageLayoutText(words), { today: TODAY });
  const withLastYear = parseRenewalNotice(
    pageLayoutText([...words, ...row(8, [0, 'Your premium for the period shown above is £538.77. For the same cover last year your premium was £501.36.'])]),
    { today: TODAY },
  );

  test('the premium is the car insurance premium, not the hire car beside it', () => {
    expect(found.renewalPremium?.value).toBe('538.77');
    expect(found.renewalPremium?.flag).toBeUndefined();
  });

  test("'for the same cover last year your premium was' gives last year's premium, this year's stays this year's", () => {
    expect(withLastYear.renewalPremium?.value).toBe('538.77');
    expect(withLastYear.previousPremium?.value).toBe('501.36');
  });

  test("'Policy' and a number at a line's start is the policy number", () => {
    expect(found.policyNumber?.value).toBe('MM-CAR-0X93KD7');
  });
});

describe('a period of insurance wrapped in a table cell', () => {
  const words = [
    ...row(0, [0, 'Quotemehappy.com renewal schedule']),
    ...row(2, [0, 'Policyholder:'], [150, 'Mr D Byrne']),
    ...row(3, [0, 'Period of'], [150, 'From 00:01 hours on']),
    ...row(4, [0, 'insurance:'], [150, '31/12/2026 to 23:59 hours']),
    ...row(5, [150, 'on 30/12/2027']),
    ...row(6, [0, 'Premium:'], [150, '£640.00 including IPT']),
  ];

  test('the new period starts on the first date of the cell', () => {
    const found = parseRenewalNotice(pageLayoutText(words), { today: TODAY });
    expect(found.renewalDate?.value).toBe('2026-12-31');
    expect(found.renewalDate?.derived).toBeUndefined();
  });
});

describe('sentences that say the figures', () => {
  const found = parseRenewalNotice(notice('less-than-last-year'), { today: TODAY });

  test("'£112.15 less than the £1,315.62 you paid last year' gives last year's price, and the fall checks out", () => {
    expect(found.renewalPremium?.value).toBe('1203.47');
    expect(found.previousPremium?.value).toBe('1315.62');
    expect(found.renewalPremium?.checked).toBe(true);
    expect(found.renewalPremium?.flag).toBeUndefined();
  });

  test('a stated fall the figures do not make is flagged', () => {
    const wrong = parseRenewalNotice(notice('less-than-last-year').replace('£112.15 less', '£102.15 less'));
    expect(wrong.renewalPremium?.flag).toBe('check');
    expect(wrong.renewalPremium?.reason).toMatch(/£102\.15/);
  });

  test("'your new cover starts the same day' keeps the day the current cover ends", () => {
    expect(found.renewalDate?.value).toBe('2027-01-21');
    expect(found.renewalDate?.derived).toBeUndefined();
  });

  test("'Renewal of your policy AF/…' is the policy number", () => {
    expect(found.policyNumber?.value).toBe('MT/CL/0831127');
  });

  test("the accidental damage, fire and theft excess under 'Excesses' is the excess, the windscreen's is not", () => {
    expect(found.totalExcess?.value).toBe('200');
  });
});

describe('policy numbers and brands', () => {
  test("'your AA Car Insurance policy AAC 7104 2286 is due' gives the number", () => {
    expect(parseRenewalNotice(notice('policy-in-sentences')).policyNumber?.value).toBe('AAC 7104 2286');
  });

  test("a number's letter suffix is kept: '0046 7721 83 MV'", () => {
    expect(parseRenewalNotice(notice('unlisted-brand')).policyNumber?.value).toBe('0046 7721 83 MV');
  });

  test("Go Girl, once missing, is on the brand list now: 'insuring with Go Girl' reads it unflagged", () => {
    const insurer = parseRenewalNotice(notice('unlisted-brand')).insurer;
    expect(insurer?.value).toBe('Go Girl');
    expect(insurer?.flag).toBeUndefined();
    expect(insurer?.reason).toBeUndefined();
  });

  test("a brand not on the list, named as the insurer ('insuring with Acme Motor'), is offered as typed, flagged", () => {
    const insurer = parseRenewalNotice(notice('unlisted-brand').replace('Go Girl', 'Acme Motor')).insurer;
    expect(insurer?.value).toBe('Acme Motor');
    expect(insurer?.flag).toBe('check');
  });
});

describe('a key-facts strip: labels in one row, their values in the row under them (paired by position)', () => {
  const words = [
    ...row(0, [0, 'Churchill Car Insurance']),
    ...row(1, [0, 'Your renewal at a glance']),
    ...row(2, [0, 'Policy number'], [140, 'Cover starts'], [260, 'Last year\'s premium'], [400, 'Renewal premium']),
    ...row(3, [0, 'CHU-4471-0932'], [140, '03/05/2027'], [260, '£612.45'], [400, '£598.20']),
    ...row(5, [0, 'Your car insurance premium includes Insurance Premium Tax.']),
  ];
  const found = parseRenewalNotice(pageLayoutText(words), { today: TODAY });

  test('each value is read under its own label', () => {
    expect(found.policyNumber?.value).toBe('CHU-4471-0932');
    expect(found.renewalDate?.value).toBe('2027-05-03');
    expect(found.previousPremium?.value).toBe('612.45');
    expect(found.renewalPremium?.value).toBe('598.20');
  });
});
