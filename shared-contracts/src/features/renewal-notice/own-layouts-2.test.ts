// Notices of our own, second set (2026-11-29, written for this test, never copied from the held-out set): an add-on
// priced under its supplier's brand ('RAC Breakdown Cover'), add-ons priced on one line, the seller named only in the
// small print's 'is a trading name of', last year's price as 'the expiring period', instalments beside the price in
// full, an ordinal date and a rise stated in words, a policy number in brackets or with a one-letter suffix, 'your old
// price'. Each expectation is what the notice says.
import { parseRenewalNotice } from '../renewal-notice';
import { UNLISTED_BRAND_REASON } from './insurer-brand';
const notices: Record<string, string> = {
  instalments: `Heron Car Insurance
Your renewal is coming up
Registration: HN21 WXA
Policy number: HCI/0042/7781
Renewal date: 17 March 2027
How you pay
Pay in full: £598.44
Or pay monthly by Direct Debit: a deposit of £61.20, then 10 monthly payments of £61.20
Total amount payable £673.20 (representative APR 24.9%)
Last year you paid £562.10 in full.`,
  ordinalDate: `Saltire Motor
Renewal notice
Vehicle: Vauxhall Corsa SE (reg. SV19 KLD)
Your cover renews on Monday 12th April 2027.
Policy no: 12345678/MTR
Total cost of your renewal £455.90
This is an increase of £38.21 on last year.`,
  addonsTable: `Compass Insurance
Cost of your renewal
Car insurance                    £702.00
Motor Legal Protection            £25.00
RAC Breakdown Cover               £89.00
Total to pay                     £816.00
Last year you paid £650.00 for your car insurance.
Policy number CMP 7720 1183
Renewal date 01/05/2027`,
  footerBrand: `Dear Ms Evans,
Your car insurance is due for renewal on 28/02/2027.
Vehicle registration: EV68 RTY
Policy number: PX-99100-22
Annual premium: £843.77
Previous annual premium: £790.12
Northgate Direct is a trading name of Northgate Insurance Services Limited, authorised and regulated by the Financial Conduct Authority.`,
  periodCell: `Policy schedule and renewal
Period of insurance
From 00:01 on 06/06/2027 to midnight on 05/06/2028
Insured vehicle  LM70 BXC
Premium (incl. IPT)  £1,204.50
Premium for the expiring period  £1,099.00
Policy number  LM-554-2019`,
  policyInBrackets: `Your car insurance renewal
Our reference: 4410-XZ-7781
Your renewal premium: £544.00
Your policy (number GHT8830021) renews on 3 March 2027.`,
  oldPrice: `Your car insurance renewal
Account number 77120034 Policy number QMC/88/1123
Your new price £699.00 Your old price £650.00`,
  letterSuffix: `Your car insurance renewal
Policy number
Z 44 118 9021 K
Renewal premium £812.00
What you paid this year £780.00`,
  totalAndCar: `Your renewal quote from Willow
Car insurance premium: £512.30
Optional extras: Key cover £14.99, Courtesy car £24.99
Total including extras: £552.28
Your price last year (car insurance only): £489.00
Policy: WIL 8810 3321`,
};
const read = (name: string) => parseRenewalNotice(notices[name]!, { today: '2026-11-29' });

test('the price in full is the premium, not the deposit, an instalment or the total payable on credit', () => {
  expect(read('instalments')).toMatchObject({
    renewalPremium: { value: '598.44' },
    previousPremium: { value: '562.10' },
    renewalDate: { value: '2027-03-17', certainty: 'sure' },
    policyNumber: { value: 'HCI/0042/7781' },
    registrationNumber: { value: 'HN21WXA' },
  });
});

test("an ordinal date ('Monday 12th April 2027') and a rise in words: last year's price derived from it, and said to be", () => {
  expect(read('ordinalDate')).toMatchObject({
    renewalDate: { value: '2027-04-12', certainty: 'sure' },
    renewalPremium: { value: '455.90' },
    previousPremium: { value: '417.69', certainty: 'derived' },
    policyNumber: { value: '12345678/MTR' },
    registrationNumber: { value: 'SV19KLD' },
  });
});

test("'RAC Breakdown Cover £89.00' is an add-on's supplier, not the insurer; the car insurance row is the premium", () => {
  const notice = read('addonsTable');
  expect(notice.insurer).toBeUndefined();
  expect(notice).toMatchObject({ renewalPremium: { value: '702.00', certainty: 'sure' }, totalPrice: { value: '816.00' }, previousPremium: { value: '650.00' } });
  expect(notice.addOns?.map((a) => [a.name, a.value])).toEqual([
    ['Legal expenses', '25.00'],
    ['Breakdown', '89.00'],
  ]);
});

test("the seller named only as 'X is a trading name of Y Limited' is offered as typed, flagged for a check", () => {
  expect(read('footerBrand').insurer).toMatchObject({ value: 'Northgate Direct', flag: 'check', reason: UNLISTED_BRAND_REASON });
});

test("'Premium for the expiring period' is last year's price; the period's start is the renewal date", () => {
  expect(read('periodCell')).toMatchObject({
    renewalDate: { value: '2027-06-06', certainty: 'sure' },
    renewalPremium: { value: '1204.50' },
    previousPremium: { value: '1099.00' },
  });
});

test('add-ons priced on one line are each an add-on, so the car insurance and the extras add up to the total: nothing flagged', () => {
  const notice = read('totalAndCar');
  expect(notice).toMatchObject({ renewalPremium: { value: '512.30', certainty: 'sure' }, totalPrice: { value: '552.28', certainty: 'sure' }, previousPremium: { value: '489.00' } });
  expect(notice.renewalPremium?.flag).toBeUndefined();
  expect(notice.addOns?.map((a) => [a.name, a.value])).toEqual([
    ['Key cover', '14.99'],
    ['Hire car', '24.99'],
  ]);
});

test("the policy number in brackets ('Your policy (number GHT8830021) renews') beats the letter's own reference", () => {
  expect(read('policyInBrackets')).toMatchObject({ policyNumber: { value: 'GHT8830021', certainty: 'sure' }, renewalDate: { value: '2027-03-03' } });
});

test("'your old price' is last year's, beside 'your new price' on the same line", () => {
  expect(read('oldPrice')).toMatchObject({ policyNumber: { value: 'QMC/88/1123' }, renewalPremium: { value: '699.00' }, previousPremium: { value: '650.00' } });
});

test("a policy number's one-letter suffix after a letter prefix is kept ('Z 44 118 9021 K')", () => {
  expect(read('letterSuffix')).toMatchObject({ policyNumber: { value: 'Z 44 118 9021 K' }, renewalPremium: { value: '812.00' }, previousPremium: { value: '780.00' } });
});
