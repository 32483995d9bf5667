import { readFileSync } from 'fs';
import { join } from 'path';
import { COVERAGE_OPTIONS } from '../constants';
import { looksLikeRenewalNotice, parseRenewalNotice, type RenewalNoticeFieldName } from './renewal-notice';
import { INSURERS } from './vehicle-data';

const notice = (name: string) => readFileSync(join(__dirname, 'renewal-notice', 'test-fixtures', `${name}.txt`), 'utf8');

/** field -> [value, text the snippet must hold, confidence] */
type Field = [string, string, 'high' | 'medium' | 'low'];
type Expected = Record<Exclude<RenewalNoticeFieldName, 'totalExcess' | 'totalPrice'>, Field> & { totalExcess?: Field };

const NOTICES: Record<string, Expected> = {
  // Labels beside the figures, an instalment table with deposit and APR, the underwriter (EUI Limited) in small print.
  'admiral-style': {
    renewalDate: ['2027-01-24', 'Renewal date: 24 January 2027', 'high'],
    insurer: ['Admiral', 'Admiral', 'high'],
    policyNumber: ['P81-4471-2290', 'Policy number: P81-4471-2290', 'high'],
    registrationNumber: ['YD19KMV', 'registration number YD19 KMV', 'high'],
    coverage: ['Comprehensive', 'Cover: Comprehensive', 'high'],
    renewalPremium: ['689.90', 'Your renewal premium £689.90', 'high'],
    previousPremium: ['612.40', 'Your comparable premium last year £612.40', 'high'],
    compulsoryExcess: ['250', 'Compulsory excess £250', 'high'],
    voluntaryExcess: ['100', 'Voluntary excess £100', 'high'],
  },
  // "Last year's price | This year's price" columns, '24th Jan 2027', a £0 voluntary excess, add-ons and a credit line.
  'direct-line-style': {
    renewalDate: ['2027-01-24', 'Your cover starts on 24th Jan 2027', 'high'],
    insurer: ['Direct Line', 'DIRECT LINE', 'high'],
    policyNumber: ['DL 88213457', 'policy number: DL 88213457', 'high'],
    registrationNumber: ['KX70EVS', 'Registration KX70 EVS', 'high'],
    coverage: ['Comprehensive', 'Type of cover Comprehensive', 'high'],
    renewalPremium: ['1187.35', 'Total premium £1,104.20 £1,187.35', 'high'],
    previousPremium: ['1104.20', "Last year's price This year's price Total premium £1,104.20", 'high'],
    compulsoryExcess: ['350', 'Compulsory excess £350', 'high'],
    voluntaryExcess: ['0', 'Voluntary excess £0', 'high'],
  },
  // 'Total annual premium', "Last year's price", numeric dates (current expiry and new period), TPF&T, IPT and credit lines.
  'aviva-style': {
    renewalDate: ['2027-01-24', 'New period of insurance: 24/01/2027', 'high'],
    insurer: ['Aviva', 'Aviva Car Insurance', 'high'],
    policyNumber: ['AV/6620184/03', 'Policy No. AV/6620184/03', 'high'],
    registrationNumber: ['LN19WZP', 'reg. LN19 WZP', 'high'],
    coverage: ['Third Party Fire & Theft', 'Level of cover: Third Party Fire & Theft', 'high'],
    renewalPremium: ['534.18', 'Total annual premium £534.18', 'high'],
    previousPremium: ['498.00', "Last year's price £498.00", 'high'],
    compulsoryExcess: ['150', 'Compulsory excess £150', 'high'],
    voluntaryExcess: ['250', 'Voluntary excess £250', 'high'],
  },
  // Three pages; the excesses in a Compulsory | Voluntary | Total table on the last page; RAC named for breakdown cover.
  'hastings-multi-page': {
    renewalDate: ['2027-03-02', 'Your cover is due for renewal on 02/03/2027', 'high'],
    insurer: ['Hastings Direct', 'Hastings Direct', 'high'],
    policyNumber: ['HD-5530271', 'Policy reference: HD-5530271', 'high'],
    registrationNumber: ['WP21HTF', 'Registration mark: WP21 HTF', 'high'],
    coverage: ['Comprehensive', 'Your cover: Comprehensive', 'high'],
    renewalPremium: ['842.16', 'Your new annual premium: £842.16', 'high'],
    previousPremium: ['731.88', 'Last year you paid: £731.88', 'high'],
    compulsoryExcess: ['350', 'Compulsory Voluntary Total Accidental damage £350', 'high'],
    voluntaryExcess: ['150', 'Accidental damage £350 £150', 'high'],
    // The table's Total column (the windscreen's row is not the policy's own).
    totalExcess: ['500', 'Accidental damage £350 £150 £500', 'high'],
  },
  // OCR: '£ 1,234 . 56', the letter O for zero, a label broken over two lines, '01.04.27', a misread 'Reg1stration'.
  'lv-ocr-noise': {
    renewalDate: ['2027-04-01', 'Renewal date 01.04.27', 'high'],
    insurer: ['LV=', 'LV= Liverpool Victoria', 'high'],
    policyNumber: ['LVM 1047 2213', 'Policy number: LVM 1O47 2213', 'high'],
    registrationNumber: ['FG16RTO', 'FG16 RTO', 'medium'],
    coverage: ['Comprehensive', 'Cover type: Comprehensive', 'high'],
    renewalPremium: ['1234.56', 'Total annual premium £ 1,234 . 56', 'high'],
    previousPremium: ['1034.50', 'Your comparable premium last year £1,O34.5O', 'high'],
    compulsoryExcess: ['300', 'Compulsory excess £ 300', 'high'],
    voluntaryExcess: ['250', 'Voluntary excess £25O', 'high'],
  },
  // Prose: both premiums and both excesses inside sentences, an increase, a monthly price and the new period's end.
  'churchill-prose': {
    renewalDate: ['2027-02-10', 'your new policy starts on 10 February 2027', 'high'],
    insurer: ['Churchill', 'Churchill Car Insurance', 'high'],
    policyNumber: ['CH-7719035', 'policy number CH-7719035', 'high'],
    registrationNumber: ['NJ15OCX', 'registration NJ15 OCX', 'high'],
    coverage: ['Third Party Only', 'Your cover is Third Party Only', 'high'],
    renewalPremium: ['455.30', 'This year your premium is £455.30', 'high'],
    previousPremium: ['421.60', 'Last year you paid £421.60', 'high'],
    compulsoryExcess: ['100', 'Your compulsory excess is £100', 'high'],
    voluntaryExcess: ['250', 'your voluntary excess is £250', 'high'],
  },
};

describe('parseRenewalNotice on notices in different insurers’ styles', () => {
  it.each(Object.entries(NOTICES))('%s: every field, with its snippet', (name, expected) => {
    const found = parseRenewalNotice(notice(name));
    // The payment terms (issue 47) are not a field: renewal-notice/instalments.test.ts reads them.
    expect(Object.keys(found).filter((key) => key !== 'payment').sort()).toEqual(Object.keys(expected).sort());
    for (const [field, [value, source, confidence]] of Object.entries(expected)) {
      const got = found[field as RenewalNoticeFieldName]!;
      expect({ field, value: got.value, confidence: got.confidence, flag: got.flag }).toEqual({ field, value, confidence, flag: undefined });
      expect(got.snippet).toContain(source);
    }
    expect(looksLikeRenewalNotice(found)).toBe(true);
  });

  it.each(['admiral-style', 'aviva-style', 'churchill-prose', 'lv-ocr-noise'])(
    '%s: the same values from CRLF line ends and from one long line (a text layer without line breaks)',
    (name) => {
      const valuesOf = (text: string) => Object.fromEntries(Object.entries(parseRenewalNotice(text)).map(([k, f]) => [k, f.value]));
      const expected = Object.fromEntries(Object.entries(NOTICES[name]!).map(([k, [value]]) => [k, value]));
      expect(valuesOf(notice(name).replace(/\n/g, '\r\n'))).toEqual(expected);
      expect(valuesOf(notice(name).replace(/\n+/g, ' '))).toEqual(expected);
    },
  );

  it('names brands as the policy form lists them and cover levels as its options', () => {
    for (const name of Object.keys(NOTICES)) {
      const found = parseRenewalNotice(notice(name));
      expect(INSURERS).toContain(found.insurer!.value);
      expect(COVERAGE_OPTIONS).toContain(found.coverage!.value);
    }
  });

  it('never takes an instalment, deposit, credit total or APR figure for the annual premium', () => {
    const monthlyOnly = 'Your car insurance policy\nDeposit £68.99\n11 monthly instalments of £59.63\nTotal amount payable £724.92\nAPR 19.9%';
    expect(parseRenewalNotice(monthlyOnly).renewalPremium).toBeUndefined();
    const both = 'Your policy renews soon.\nPay £62.10 a month, or your annual premium is £689.90.';
    expect(parseRenewalNotice(both).renewalPremium?.value).toBe('689.90');
  });

  it('prefers the annual total over a weaker premium line, and keeps the underwriter out of the brand', () => {
    const found = parseRenewalNotice(
      'Direct Line car insurance\nPremium £620.10\nInsurance Premium Tax £74.41\nTotal annual premium £694.51\n' +
        'Direct Line is a trading name of U K Insurance Limited. Breakdown cover provided by RAC.',
    );
    expect(found.renewalPremium).toMatchObject({ value: '694.51', confidence: 'high' });
    expect(found.insurer?.value).toBe('Direct Line');
  });
});

describe('parseRenewalNotice on what is not a notice', () => {
  it('finds nothing in a council tax letter with dates, amounts, instalments and a reference', () => {
    const found = parseRenewalNotice(notice('council-tax-letter'));
    expect(found).toEqual({});
    expect(looksLikeRenewalNotice(found)).toBe(false);
  });

  it.each(['', '   \n\n ', '\u00a0'])('finds nothing in empty text %j', (text) => {
    expect(parseRenewalNotice(text)).toEqual({});
  });

  it('finds nothing in a value that is not text', () => {
    expect(parseRenewalNotice(undefined as unknown as string)).toEqual({});
  });
});

describe('parseRenewalNotice flags what cannot be right', () => {
  it('returns an impossible date and absurd figures, each flagged with a reason', () => {
    const found = parseRenewalNotice(notice('absurd-figures'));
    expect(found.renewalDate).toMatchObject({ value: '2027-02-31', flag: 'check', snippet: 'Renewal date: 31/02/2027' });
    expect(found.renewalPremium).toMatchObject({ value: '0.00', flag: 'check', snippet: 'Your renewal premium: £0.00' });
    expect(found.previousPremium).toMatchObject({ value: '1000000.00', flag: 'check' });
    expect(found.previousPremium!.snippet).toContain('£1,000,000.00');
    expect(found.compulsoryExcess).toMatchObject({ value: '25000', flag: 'check' });
    for (const field of [found.renewalDate, found.renewalPremium, found.previousPremium, found.compulsoryExcess]) {
      expect(field!.reason).toMatch(/check/);
    }
    // A £0 voluntary excess is common and not flagged; nothing confirms it, so it is unchecked (a tick, not a flag).
    expect(found.voluntaryExcess).toEqual({ value: '0', confidence: 'high', snippet: 'Voluntary excess: £0', certainty: 'unchecked' });
    expect(found).toMatchObject({
      // Named once, but heading the letter: sure (issue 37, the brand in the heading wins).
      insurer: { value: 'Elephant', confidence: 'high' },
      policyNumber: { value: 'ELE-000271' },
      registrationNumber: { value: 'AB12CDE' },
      coverage: { value: 'Comprehensive' },
    });
  });

  it('flags a month that does not exist and an amount too long to store', () => {
    const found = parseRenewalNotice('Renewal date: 24/13/2027\nTotal annual premium £12,345,678.00');
    expect(found.renewalDate).toMatchObject({ value: '2027-13-24', flag: 'check' });
    expect(found.renewalPremium).toMatchObject({ value: '12345678.00', flag: 'check' });
  });

  it('flags a renewal date far from today only when told what today is', () => {
    const text = 'Your policy renewal date: 24 January 2017. Total annual premium £500.00';
    expect(parseRenewalNotice(text).renewalDate?.flag).toBeUndefined();
    expect(parseRenewalNotice(text, { today: '2026-12-01' }).renewalDate).toMatchObject({ value: '2017-01-24', flag: 'check' });
    expect(parseRenewalNotice(text, { today: '2016-12-01' }).renewalDate?.flag).toBeUndefined();
  });

  it('flags an implausibly low premium but not a normal one', () => {
    expect(parseRenewalNotice('Your renewal premium: £12.50').renewalPremium).toMatchObject({ value: '12.50', flag: 'check' });
    expect(parseRenewalNotice('Your renewal premium: £412.50').renewalPremium?.flag).toBeUndefined();
  });
});
