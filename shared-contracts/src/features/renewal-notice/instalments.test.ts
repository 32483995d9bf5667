// Issue 47 §2: the tax, fees and paying by instalments are read as what they are, never as the premium, and the sums
// they make are checked: deposit + n x instalment = total payable; premium + interest = total payable.
import { readFileSync } from 'fs';
import { join } from 'path';
import { parseRenewalNotice } from '../renewal-notice';
import { findPaymentTerms } from './instalments';

const TODAY = '2026-11-26';
const notice = (name: string) => parseRenewalNotice(readFileSync(join(__dirname, 'issue-47', `${name}.txt`), 'utf8'), { today: TODAY });

describe('notices with instalments (our own, in three insurers\' styles)', () => {
  test('a table: deposit, 10 instalments, total payable, interest, APR and the tax; both sums hold', () => {
    const found = notice('instalments-table');
    expect(found.payment).toMatchObject({
      deposit: { name: 'Deposit', value: '74.26' },
      instalments: { count: 10, value: '74.89' },
      totalPayable: { value: '823.16' },
      interest: { value: '80.60' },
      apr: { value: '24.9' },
      ipt: { value: '79.56' },
      checked: true,
    });
    expect(found.payment?.flag).toBeUndefined();
    expect(found.renewalPremium).toMatchObject({ value: '742.56', checked: true, certainty: 'sure' });
    expect(found.previousPremium?.value).toBe('701.30');
  });

  test('sentences: a first payment followed by 10 payments, the total payable and interest in the next sentence', () => {
    const found = notice('instalments-sentences');
    expect(found.payment).toMatchObject({
      deposit: { name: 'First payment', value: '59.82' },
      instalments: { count: 10, value: '59.82' },
      totalPayable: { value: '658.02' },
      interest: { value: '59.82' },
      apr: { value: '19.9' },
      ipt: { value: '64.09' },
      checked: true,
    });
    expect(found.renewalPremium).toMatchObject({ value: '598.20', checked: true });
    expect(found.previousPremium?.value).toBe('612.45');
  });

  test("'11 x £53.99', a fee, and the premium not taken from the total payable", () => {
    const found = notice('instalments-x-form');
    expect(found.payment).toMatchObject({ instalments: { count: 11, value: '53.99' }, totalPayable: { value: '593.89' }, apr: { value: '18.9' }, checked: true });
    expect(found.payment?.fees).toEqual([{ name: 'Renewal administration fee', value: '15.00', snippet: 'Renewal administration fee £15.00' }]);
    expect(found.renewalPremium?.value).toBe('540.87');
    expect(found.renewalPremium?.flag).toBeUndefined();
  });
});

describe('each form of an instalment plan', () => {
  test.each([
    ['10 monthly instalments of £74.89', 10, '74.89'],
    ['followed by eleven monthly payments of £52.10', 11, '52.10'],
    ['Monthly payments: 11 x £53.99', 11, '53.99'],
    ['12 × £50.00 by Direct Debit', 12, '50.00'],
    ['then £53.99 a month for the next 11 months', 11, '53.99'],
    ['Number of instalments   10\nMonthly instalment   £60.12', 10, '60.12'],
    ['10 monthly instalments of £1O8.95', 10, '108.95'],
  ])('%s', (text, count, value) => {
    expect(findPaymentTerms(text).instalments).toMatchObject({ count, value });
  });

  test.each([
    ['Representative APR 24.9%', '24.9'],
    ['at a representative APR of 19.9%', '19.9'],
    ['22.9% APR (representative)', '22.9'],
  ])('APR: %s', (text, value) => {
    expect(findPaymentTerms(text).apr?.value).toBe(value);
  });

  test('the tax on its own row or said as included; fees by their names', () => {
    expect(findPaymentTerms('Insurance Premium Tax (IPT) at 12%   £79.56').ipt?.value).toBe('79.56');
    expect(findPaymentTerms('£598.20, including Insurance Premium Tax of £64.09').ipt?.value).toBe('64.09');
    // 'including IPT' beside the premium is not the tax's own amount.
    expect(findPaymentTerms('Total premium (including IPT) £612.00').ipt).toBeUndefined();
    expect(findPaymentTerms('Arrangement fee £25.00\nAdmin fee: £10.00').fees.map((f) => [f.name, f.value])).toEqual([
      ['Arrangement fee', '25.00'],
      ['Admin fee', '10.00'],
    ]);
  });
});

describe('deposit + n x instalment = total payable', () => {
  const plan = (total: string) => findPaymentTerms(`Deposit £74.26\n10 monthly instalments of £74.89\nTotal amount payable £${total}`);

  test('holds: checked', () => {
    expect(plan('823.16')).toMatchObject({ checked: true });
  });

  test('within two pence of rounding: checked; three pence out: flagged with the sum', () => {
    expect(plan('823.18')).toMatchObject({ checked: true });
    expect(plan('823.19')).toMatchObject({ flag: 'check', reason: expect.stringContaining('The deposit (£74.26) and 10 instalments of £74.89 make £823.16, not the total payable on the notice (£823.19)') });
  });

  test('without a deposit, n x instalment = total payable', () => {
    expect(findPaymentTerms('12 x £50.00\nTotal payable £600.00')).toMatchObject({ checked: true });
    expect(findPaymentTerms('12 x £50.00\nTotal payable £660.00')).toMatchObject({ flag: 'check' });
  });

  test('a first payment may be the first of the n', () => {
    expect(findPaymentTerms('First payment £60.00, then 12 monthly payments of £55.00. Total amount payable £665.00')).toMatchObject({ checked: true });
  });

  test('nothing to check without a total payable', () => {
    const terms = findPaymentTerms('Deposit £74.26\n10 monthly instalments of £74.89');
    expect(terms.checked).toBeUndefined();
    expect(terms.flag).toBeUndefined();
  });
});

describe('the premium against the payment terms', () => {
  const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\nRenewal date: 18 April 2027\n${text}`, { today: TODAY });

  test('premium + interest that is not the total payable: the premium is flagged', () => {
    const found = read('Your renewal premium: £742.56\nTotal amount payable £823.16\nInterest charged £70.60');
    expect(found.renewalPremium).toMatchObject({ flag: 'check', certainty: 'unchecked', reason: expect.stringContaining('make £813.16, not the total payable by instalments (£823.16)') });
  });

  test('premium + interest + fees = total payable: checked', () => {
    const found = read('Your renewal premium: £742.56\nArrangement fee £10.00\nTotal amount payable £833.16\nInterest charged £80.60');
    expect(found.renewalPremium).toMatchObject({ checked: true, certainty: 'sure' });
  });

  test('the premium is never read from an instalment or total payable line', () => {
    const found = read('Deposit £74.26\n10 monthly instalments of £74.89\nTotal amount payable £823.16\nAPR 24.9%');
    expect(found.renewalPremium).toBeUndefined();
  });

  test('a price the same as the total payable with credit, or as the instalment, is flagged', () => {
    expect(read('Your price: £823.16\nTotal amount payable £823.16\nAPR 24.9%').renewalPremium).toMatchObject({ flag: 'check', reason: expect.stringContaining('payment by instalments') });
    expect(read('Your renewal premium: £74.89\n10 monthly instalments of £74.89').renewalPremium).toMatchObject({ flag: 'check' });
  });
});
