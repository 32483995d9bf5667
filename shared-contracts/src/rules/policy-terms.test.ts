import { renewalAnswerFormSchema, type RenewalAnswerFormValues } from '../features/policy-terms-input';
import {
  currentTermPrice,
  oneYearOn,
  paidHistoryLine,
  priceHistoryText,
  realSavings,
  realSavingsText,
  renewalQuestionState,
  TERM_MESSAGES,
  yearPrices,
  type PolicyTerm,
} from './policy-terms';

const term = (start: string, end: string, pricePaid: string | null, renewalOffer: string | null = null): PolicyTerm => ({
  start,
  end,
  insurer: 'Admiral',
  insurerPolicyNumber: null,
  coverage: null,
  excess: null,
  renewalOffer,
  pricePaid,
  bought: 'renewed',
});

const policy = {
  registrationNumber: 'AB12CDE',
  renewalDate: '2026-11-20',
  termStart: '2025-11-20',
  currentPremium: '612',
  termRenewalOffer: '900',
  terms: [term('2023-11-20', '2024-11-20', '500'), term('2024-11-20', '2025-11-20', '540', '700')],
};

test('a year on; 29 February goes to 28 February', () => {
  expect(oneYearOn('2026-11-20')).toBe('2027-11-20');
  expect(oneYearOn('2028-02-29')).toBe('2029-02-28');
  expect(oneYearOn('2027-03-01', -1)).toBe('2026-03-01');
});

test("the current year's price: previousPremium while the notice's offer sits in currentPremium", () => {
  expect(currentTermPrice({ renewalDate: '2026-11-20', currentPremium: '612' })).toBe('612');
  expect(currentTermPrice({ renewalDate: '2026-11-20', currentPremium: '972', previousPremium: '540', renewalOffer: '972' })).toBe('540');
});

test("'Paid £612 in 2025, £540 in 2024': the last three years, newest first", () => {
  expect(paidHistoryLine(policy)).toBe('Paid £612 in 2025, £540 in 2024, £500 in 2023');
  expect(paidHistoryLine({ renewalDate: '2026-11-20' })).toBe('');
  // A previousPremium with no history counts as last year's.
  expect(paidHistoryLine({ renewalDate: '2026-11-20', currentPremium: '612', previousPremium: '540' })).toBe('Paid £612 in 2025, £540 in 2024');
  expect(yearPrices({ renewalDate: '2026-11-20', currentPremium: '612', previousPremium: '540' })).toHaveLength(2);
});

test('the chart’s text alternative names every figure', () => {
  expect(priceHistoryText(policy)).toBe(
    'Price history: 2023: paid £500; 2024: paid £540, renewal offer £700; 2025: paid £612, renewal offer £900',
  );
});

test('real savings: offer minus price paid where both are known, across policies', () => {
  const s = realSavings([policy, { renewalDate: '2026-05-01', currentPremium: '300', termRenewalOffer: '332' }]);
  expect(s).toEqual({ total: 160 + 288 + 32, since: 2024, years: 3 });
  expect(realSavingsText(s)).toBe('You saved £480 since 2024 by not auto-renewing');
  expect(realSavingsText(realSavings([{ renewalDate: '2026-11-20', currentPremium: '612' }]))).toBeNull();
});

test('the renewal question: the day after, then 30 days after; never for an inactive policy', () => {
  const p = { renewalDate: '2026-11-20', isActive: true };
  expect(renewalQuestionState(p, '2026-11-20')).toBe('none');
  expect(renewalQuestionState(p, '2026-11-21')).toBe('ask');
  expect(renewalQuestionState(p, '2026-12-19')).toBe('ask');
  expect(renewalQuestionState(p, '2026-12-20')).toBe('stillInsured');
  expect(renewalQuestionState({ ...p, isActive: false }, '2026-12-20')).toBe('none');
});

describe('the dialog’s schema: the API’s rules, each message on its field', () => {
  const base: RenewalAnswerFormValues = { answer: 'switched', price: '480', insurer: 'Aviva', insurerPolicyNumber: '', coverage: '', excess: '', renewalDate: '' };
  const errors = (values: Partial<RenewalAnswerFormValues>) => {
    const r = renewalAnswerFormSchema('2026-11-20').safeParse({ ...base, ...values });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };
  test.each([
    [{ price: '0' }, 'price', TERM_MESSAGES.priceTooLow],
    [{ price: '-1' }, 'price', TERM_MESSAGES.priceInvalid],
    [{ price: '100001' }, 'price', TERM_MESSAGES.priceTooHigh],
    [{ price: '1.234' }, 'price', TERM_MESSAGES.priceInvalid],
    [{ insurer: ' ' }, 'insurer', TERM_MESSAGES.insurerRequired],
    [{ insurer: 'x'.repeat(61) }, 'insurer', TERM_MESSAGES.insurerTooLong],
    [{ renewalDate: '2026-11-01' }, 'renewalDate', TERM_MESSAGES.renewalDateOrder('20/11/2026')],
  ])('%j', (values, field, message) => {
    expect(errors(values)).toEqual({ [field]: message });
  });
  test('a good answer becomes the API body; "no longer insured" needs nothing else', () => {
    expect(renewalAnswerFormSchema('2026-11-20').parse({ ...base, insurer: ' Aviva ', excess: '100' })).toEqual({
      answer: 'switched',
      forRenewalDate: '2026-11-20',
      price: '480',
      insurer: 'Aviva',
      insurerPolicyNumber: null,
      coverage: null,
      excess: 100,
    });
    expect(errors({ answer: 'stopped', price: '', insurer: '' })).toEqual({});
  });
});
