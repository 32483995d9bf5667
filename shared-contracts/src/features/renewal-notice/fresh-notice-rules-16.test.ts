// The rules the sixteenth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-16.ts: the
// policy number and the numbers around it), each in a few lines of our own, with a near miss that must not be taken.
import { reasonToCheck } from './certainty';
import { corroborate } from './corroborate';
import { parseRenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
const premiums = (text: string) => {
  const found = read(text);
  return [found.renewalPremium?.value, found.previousPremium?.value];
};

describe("a table's title over its row labels is no column; a column headed 'From <date>' beside last year's is the renewal's", () => {
  test("'Your premium' in the corner over 'Last year | From 28 November 2026': last year's, then the renewal's", () => {
    const table = [
      'Your premium                               Last year    From 28 November 2026',
      'Comprehensive, including IPT               £455.10      £498.76',
    ].join('\n');
    expect(premiums(table)).toEqual(['498.76', '455.10']);
  });

  test("the same corner over 'Last year | This year' (the corner was once read as this year's column)", () => {
    const table = ['Your premium                     Last year      This year', 'Car insurance                    £455.10        £498.76'].join('\n');
    expect(premiums(table)).toEqual(['498.76', '455.10']);
  });

  test("near miss: with no row label under it, 'Your price' heads the first figure's column", () => {
    const table = ['Your price          Last year', '£498.76             £455.10'].join('\n');
    expect(premiums(table)).toEqual(['498.76', '455.10']);
  });

  test("near miss: 'Last year (from …)' is last year's own heading, naming no renewal column", () => {
    const table = ['Premium        Last year (from 28 November 2025)', 'Comprehensive  £455.10'].join('\n');
    expect(read(table).renewalPremium).toBeUndefined();
  });
});

describe('a sentence under a table, with words between its figures, is the letter speaking, not a row of the table', () => {
  test("'Last year you paid £455.10 for this policy. Your renewal premium is £498.76.' read as its sentences say", () => {
    const text = [
      'Your premium                               Last year    Renewal',
      'Comprehensive                              £455.10      £498.76',
      'Last year you paid £455.10 for this policy. Your renewal premium is £498.76.',
    ].join('\n');
    expect(premiums(text)).toEqual(['498.76', '455.10']);
    // The sentence alone, under headings of another table, is read as a sentence.
    expect(premiums(['Annual            Monthly', 'Last year you paid £455.10 for this policy. Your renewal premium is £498.76.'].join('\n'))).toEqual(['498.76', '455.10']);
  });

  test('near miss: a row whose cells carry a short aside between the figures is still a row', () => {
    const text = ['                   Last year          This year', 'Annual premium     £455.10 (inc. IPT) £498.76'].join('\n');
    expect(premiums(text)).toEqual(['498.76', '455.10']);
  });
});

describe("a figure stated again confirms this year's price only where its own words do not call it last year's", () => {
  const premium = { value: '455.10', confidence: 'high' as const, snippet: 'Comprehensive £455.10' };
  test("'Last year you paid £455.10' does not confirm £455.10 as this year's", () => {
    const text = 'Comprehensive premium  £455.10\nLast year you paid £455.10 for this policy. Your renewal premium is £498.76.\n';
    expect(corroborate({ renewalPremium: premium }, text).renewalPremium).toBeUndefined();
  });
  test("near miss: 'Your renewal premium is £455.10' stated again does", () => {
    const text = 'Comprehensive premium  £455.10\nYou paid £430.00 last year. Your renewal premium is £455.10.\n';
    expect(corroborate({ renewalPremium: premium }, text).renewalPremium?.checked).toBe(true);
  });
});

describe("last year's label saying after a comma that it held the extras", () => {
  const rows = (lastYear: string) =>
    [
      'Car insurance                                     £364.15',
      'Breakdown cover (optional extra)                   £38.00',
      'Total renewal price                               £402.15',
      `${lastYear}  £371.48`,
    ].join('\n');

  test("'Last year's premium, including your optional extras': last year's, and this year's like for like is the total, asking for a tick", () => {
    const found = read(rows("Last year's premium, including your optional extras"));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['402.15', '371.48']);
    expect(reasonToCheck(found.renewalPremium)).toMatch(/included add-ons/);
  });

  test("'…, excluding your optional extras', '…, including the tracker fee and changes you made': last year's; this year's stays the car insurance", () => {
    const found = read(rows("Last year's premium, excluding your optional extras"));
    expect([found.renewalPremium?.value, found.previousPremium?.value]).toEqual(['364.15', '371.48']);
    expect(premiums(rows("Last year's premium, including the tracker fee and changes you made"))).toEqual(['364.15', '371.48']);
  });

  test("near miss: a clause naming no extras ('…, with 12 monthly instalments of') still says what the amount is", () => {
    expect(read("Car insurance                  £364.15\nLast year's premium, with 12 monthly instalments of  £31.00").previousPremium).toBeUndefined();
  });

  test("near miss: this year's total 'with extras' after a comma is still not taken as the premium", () => {
    const text = ['Car insurance                                     £364.15', 'Your premium, including your optional extras      £402.15'].join('\n');
    expect(read(text).renewalPremium?.value).toBe('364.15');
  });
});

describe('a broker or small insurer on no list', () => {
  test("a letterhead with an ampersand ('Cuthbert & Pryce' over 'Insurance Brokers since 1962'), named again below", () => {
    const text = 'Smallwood & Hale\nInsurance Brokers since 1971\nYour motor policy renewal premium £500.00\nSmallwood & Hale Ltd is authorised and regulated by the Financial Conduct Authority.';
    expect(parseRenewalNotice(text).insurer?.value).toBe('Smallwood & Hale');
  });

  test("near miss: a first line with an ampersand that the letter never names again is no letterhead", () => {
    const text = 'Terms & Conditions\nYour motor policy renewal premium £500.00\nThank you.';
    expect(parseRenewalNotice(text).insurer).toBeUndefined();
  });

  test("the firm the small print says is regulated, whose name stands alone on a line (the letterhead set beside the address)", () => {
    const text = [
      'Mr David Griffiths                    ',
      '15 Heol Isaf',
      '                    Penrose Marsh',
      '                    Castle Street, Cardiff',
      'Renewal premium (including IPT)      £508.33',
      'Penrose Marsh (Brokers) Limited is authorised and regulated by the Financial Conduct Authority.',
    ].join('\n');
    const found = parseRenewalNotice(text).insurer;
    expect([found?.value, found?.flag]).toEqual(['Penrose Marsh', 'check']);
  });

  test('near miss: a regulated firm named only in the small print (an underwriter, a parent) is not taken', () => {
    const text = ['Mr David Griffiths', '15 Heol Isaf', 'Renewal premium (including IPT)      £508.33', 'Penrose Marsh (Brokers) Limited is authorised and regulated by the Financial Conduct Authority.'].join('\n');
    expect(parseRenewalNotice(text).insurer).toBeUndefined();
  });
});

describe("'Your reference' beside 'Our ref' is the policy number when the letter says so", () => {
  const grid = (sentence: string) => read(['Our ref:            RN/KH/3318', 'Your reference:     CPB/MC/20417-4', sentence, 'Renewal premium  £644.02'].join('\n')).policyNumber;

  test("'Please quote your reference, which is your policy number', '(your policy number)', '… shown as Your reference'", () => {
    expect(grid('Please quote your reference, which is your policy number, whenever you contact us.')?.value).toBe('CPB/MC/20417-4');
    expect(grid('Please quote your reference (your policy number) when you call.')?.value).toBe('CPB/MC/20417-4');
    expect(grid("Please quote your policy number, shown as 'Your reference' above.")?.value).toBe('CPB/MC/20417-4');
  });

  test("near misses: 'your reference and your policy number', 'your reference is not your policy number': never 'Your ref'", () => {
    expect(grid('Please quote your reference and your policy number when you call.')?.value).not.toBe('CPB/MC/20417-4');
    expect(grid('Your reference is not your policy number.')?.value).not.toBe('CPB/MC/20417-4');
  });
});

describe("a photo's OCR losing the space between 'Policy number' and the number", () => {
  test("'Policy numberIGO4/MT/556210': the number after the label", () => {
    expect(read('3 November 2026\nPolicy numberIGO4/MT/556210\nRenewal premium  £1,046.80').policyNumber?.value).toBe('IGO4/MT/556210');
  });

  test("near misses: a word glued on ('Policy numbered'), or capitals with no digit ('Policy NumberABC')", () => {
    expect(read('Policy numbered pages follow\nRenewal premium  £1,046.80').policyNumber).toBeUndefined();
    expect(read('Policy NumberABC\nRenewal premium  £1,046.80').policyNumber).toBeUndefined();
  });
});
