import { insurerMessage, insurerMessageMailto, askInsurerTitle } from './insurer-message';

const policy = {
  insurer: 'Aviva',
  registrationNumber: 'AB12CDE',
  renewalDate: '2027-01-10',
  insurerPolicyNumber: 'AV-123',
  // A notice imported: the offer in currentPremium and renewalOffer, this year's price (with Aviva) in previousPremium.
  currentPremium: '612.00',
  renewalOffer: '612.00',
  previousPremium: '540.00',
  excess: 250,
  coverage: 'Comprehensive',
};

describe('insurerMessage', () => {
  it('gives the offer, last year, the cheaper quote with its insurer, the pricing rule and the auto-renewal request', () => {
    const m = insurerMessage({ policy, cheapest: { insurer: 'Admiral', annualPrice: 528, coverage: 'Comprehensive', excess: 250 }, autoRenewalOff: true, signature: 'Sam' })!;
    expect(m.subject).toBe('Renewal of my car insurance AV-123 (AB12 CDE)');
    expect(m.body).toContain('Dear Aviva,');
    expect(m.body).toContain('for AB12 CDE is due to renew on 10/01/2027. Your renewal price is £612 a year. Last year I paid £540, so this is £72 more.');
    expect(m.body).toContain('I have been quoted £528 a year by Admiral for comprehensive cover with a £250 excess: £84 less than your renewal price.');
    expect(m.body).toContain('£84 less than your renewal price');
    expect(m.body).toContain("Under the FCA's pricing rules (ICOBS 6B), my renewal price may be no more than the price you would charge a new customer");
    expect(m.body).toContain('through the same channel');
    expect(m.body).toContain('Please also turn automatic renewal off on my policy (ICOBS 6A.6)');
    expect(m.body.endsWith('Thank you,\nSam')).toBe(true);
    expect(m.mentions).toEqual({ lastYear: true, pricingRule: true, quote: true, autoRenewal: true });
  });

  it('leaves out the pricing rule when the price did not rise, a quote that is not cheaper, and the request when not ticked', () => {
    const m = insurerMessage({ policy: { ...policy, previousPremium: '650' }, cheapest: { insurer: 'Admiral', annualPrice: 700 }, autoRenewalOff: false })!;
    expect(m.body).toContain('Last year I paid £650.');
    expect(m.body).not.toContain('ICOBS');
    expect(m.body).not.toContain('Admiral');
    expect(m.body).toContain('Can you offer me a better price?');
    expect(m.mentions).toEqual({ lastYear: true, pricingRule: false, quote: false, autoRenewal: false });
  });

  it('only uses figures it has: no last year, no insurer, no policy number; nothing without a renewal offer', () => {
    const m = insurerMessage({ policy: { ...policy, insurer: null, previousPremium: null, insurerPolicyNumber: null }, cheapest: null, autoRenewalOff: false })!;
    expect(m.body.startsWith('Hello,\n')).toBe(true);
    expect(m.body).not.toContain('Last year');
    expect(m.subject).toBe('Renewal of my car insurance (AB12 CDE)');
    expect(insurerMessage({ policy: { ...policy, currentPremium: null, renewalOffer: null }, cheapest: null, autoRenewalOff: false })).toBeNull();
    expect(askInsurerTitle(null)).toBe('Ask your insurer to do better');
    expect(askInsurerTitle('Aviva')).toBe('Ask Aviva to do better');
  });

  it('issue 51: no offer recorded (no notice), no message: this year’s price is not a renewal offer', () => {
    // Added with Current £540 and Last year £495: neither is an offer.
    const added = { ...policy, renewalOffer: null, currentPremium: '540', previousPremium: '495' };
    expect(insurerMessage({ policy: added, cheapest: null, autoRenewalOff: false })).toBeNull();
    // Just switched to Direct Line at £610 (£700 was paid to the old insurer): nothing to tell Direct Line.
    const switched = { ...policy, insurer: 'Direct Line', renewalOffer: null, currentPremium: '610', previousPremium: '700' };
    expect(insurerMessage({ policy: switched, cheapest: null, autoRenewalOff: false })).toBeNull();
  });

  it("words the quote's cover and excess as recorded", () => {
    const m = insurerMessage({ policy: { ...policy, coverage: 'Third Party Fire & Theft' }, cheapest: { insurer: 'LV=', annualPrice: 500, coverage: 'Third Party Fire & Theft', excess: 0 }, autoRenewalOff: false })!;
    expect(m.body).toContain('by LV= for third party, fire and theft cover with no excess: £112 less');
  });

  it('makes a mailto link with the subject and the body, lines as CRLF', () => {
    const link = insurerMessageMailto({ subject: 'Renewal & price', body: 'Dear Aviva,\n\n£612?' });
    expect(link).toBe('mailto:?subject=Renewal%20%26%20price&body=Dear%20Aviva%2C%0D%0A%0D%0A%C2%A3612%3F');
  });
});
