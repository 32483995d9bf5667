import { addDays, londonToday } from '../rules/dates';
import {
  cheapestLikeForLike,
  compareReceivedQuotes,
  comparedWithOfferText,
  formatPounds,
  isReferenceLink,
  RECEIVED_QUOTE_MESSAGES as M,
  receivedQuoteInputSchema,
  type ReceivedQuote,
} from './received-quotes';
import { renewalOfferOf } from './received-quotes-compare';

const quote = (over: Partial<ReceivedQuote>): ReceivedQuote => ({
  id: over.id ?? 'q',
  policyId: 'p',
  termRenewalDate: '2027-01-10',
  insurer: 'Admiral',
  annualPrice: 500,
  excess: 250,
  coverage: 'Comprehensive',
  source: 'comparethemarket',
  quotedOn: '2026-11-20',
  reference: null,
  addOns: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
/** A notice imported: Aviva's offer £612 (the add-ons it includes not recorded). */
const policy = { insurer: 'Aviva', currentPremium: '612.00', renewalOffer: '612.00', previousPremium: '540.00', excess: 250, coverage: 'Comprehensive' };

describe('compareReceivedQuotes', () => {
  it('lists the renewal offer, says how each quote compares and marks the cheapest like-for-like one', () => {
    const c = compareReceivedQuotes(policy, [
      quote({ id: 'a', insurer: 'Admiral', annualPrice: 528 }),
      quote({ id: 'b', insurer: 'Hastings', annualPrice: 450, coverage: 'Third Party Only' }),
      quote({ id: 'c', insurer: 'LV=', annualPrice: 632, excess: 350 }),
      quote({ id: 'd', insurer: 'Direct Line', annualPrice: 612 }),
    ]);
    expect(c.offer).toEqual({ insurer: 'Aviva', annualPrice: 612, excess: 250, coverage: 'Comprehensive', addOns: null });
    expect(c.quotes.map((q) => [q.quote.id, q.comparedWithOffer, q.notLikeForLike, q.cheapest])).toEqual([
      ['b', '£162 less', ['third party only'], false],
      ['a', '£84 less', [], true],
      ['d', 'the same', [], false],
      ['c', '£20 more', ['excess £100 higher'], false],
    ]);
    expect(c.cheapest?.id).toBe('a');
    expect(c.unchecked).toEqual(['addOns']);
  });

  it('words every cover difference, keeps pence, and accepts a lower excess as like for like', () => {
    const c = compareReceivedQuotes({ ...policy, coverage: 'Third Party Fire & Theft', currentPremium: '600.50', renewalOffer: '600.50' }, [
      quote({ id: 'a', coverage: 'Comprehensive', annualPrice: 580, excess: 100 }),
      quote({ id: 'b', coverage: 'Third Party Only', annualPrice: 590 }),
      quote({ id: 'c', coverage: 'Third Party Fire & Theft', annualPrice: 595.25, excess: 0 }),
    ]);
    expect(c.quotes.map((q) => [q.quote.id, q.comparedWithOffer, q.notLikeForLike])).toEqual([
      ['a', '£20.50 less', ['comprehensive (more cover than yours)']],
      ['b', '£10.50 less', ['third party only']],
      ['c', '£5.25 less', []],
    ]);
    expect(c.cheapest?.id).toBe('c');
  });

  it('without a renewal offer compares nothing with it; without cover or excess those checks are named as not made', () => {
    const c = compareReceivedQuotes({ insurer: null, currentPremium: null, excess: null, coverage: null }, [quote({ id: 'a' })]);
    expect(c.offer).toBeNull();
    expect(c.quotes[0]).toMatchObject({ difference: null, comparedWithOffer: null, likeForLike: true, cheapest: true });
    expect(c.unchecked).toEqual(['coverage', 'excess', 'addOns']);
  });

  it('marks nothing when no quote is like for like, and breaks a price tie by the earlier quote', () => {
    expect(compareReceivedQuotes(policy, [quote({ coverage: 'Third Party Only' })]).cheapest).toBeNull();
    const tie = compareReceivedQuotes(policy, [quote({ id: 'late', quotedOn: '2026-11-21' }), quote({ id: 'early', quotedOn: '2026-11-19' })]);
    expect(tie.cheapest?.id).toBe('early');
    expect(tie.quotes.filter((q) => q.cheapest)).toHaveLength(1);
  });

  it('gives the cheapest like-for-like quote in the shape a "Switched insurer" form takes', () => {
    expect(cheapestLikeForLike(policy, [quote({ id: 'a', insurer: 'Admiral', annualPrice: 528.4, excess: 200 })])).toEqual({
      id: 'a',
      insurer: 'Admiral',
      annualPrice: 528.4,
      excess: 200,
      coverage: 'Comprehensive',
    });
  });
});

describe('renewalOfferOf', () => {
  it("is the offer recorded for the coming year (the notice's, or typed); never this year's price (issue 51)", () => {
    expect(renewalOfferOf({ ...policy, renewalOffer: '655.00' })?.annualPrice).toBe(655);
    expect(renewalOfferOf({ ...policy, renewalOffer: null, currentPremium: '540' })).toBeNull();
    expect(compareReceivedQuotes({ ...policy, renewalOffer: null }, [quote({})]).quotes[0]!.comparedWithOffer).toBeNull();
  });
});

describe('add-ons (issue 51): like for like needs every add-on the offer includes', () => {
  const offer = { ...policy, renewalOfferAddOns: ['breakdown', 'protectedNcd'] as const };
  it('a cheaper quote without the breakdown cover or the protected no-claims discount is not like for like', () => {
    const c = compareReceivedQuotes(offer, [
      quote({ id: 'bare', annualPrice: 480, addOns: [] }),
      quote({ id: 'noNcd', annualPrice: 500, addOns: ['breakdown', 'courtesyCar'] }),
      quote({ id: 'full', annualPrice: 560, addOns: ['protectedNcd', 'breakdown', 'legalExpenses'] }),
    ]);
    expect(c.quotes.map((q) => [q.quote.id, q.notLikeForLike, q.cheapest])).toEqual([
      ['bare', ['no breakdown cover', 'no-claims discount not protected'], false],
      ['noNcd', ['no-claims discount not protected'], false],
      ['full', [], true],
    ]);
    expect(c.offer?.addOns).toEqual(['breakdown', 'protectedNcd']);
    expect(c.unchecked).toEqual([]);
    expect(cheapestLikeForLike(offer, c.quotes.map((q) => q.quote))?.id).toBe('full');
  });
  it("the offer's add-ons not recorded, or a quote's (recorded before they were asked), are not checked", () => {
    expect(compareReceivedQuotes(policy, [quote({ addOns: [] })]).quotes[0]!.likeForLike).toBe(true);
    expect(compareReceivedQuotes(offer, [quote({ addOns: null })]).quotes[0]!.likeForLike).toBe(true);
  });
  it('the form takes add-ons from the list, each once, none when left out', () => {
    const good = { insurer: 'Admiral', annualPrice: '500', excess: 250, coverage: 'Comprehensive', source: 'gocompare', quotedOn: londonToday() };
    expect(receivedQuoteInputSchema.parse(good).addOns).toEqual([]);
    expect(receivedQuoteInputSchema.parse({ ...good, addOns: ['breakdown', 'breakdown'] }).addOns).toEqual(['breakdown']);
    expect(receivedQuoteInputSchema.safeParse({ ...good, addOns: ['windscreen'] }).error?.issues[0]?.message).toBe(M.addOnInvalid);
  });
});

describe('money words', () => {
  it('shows pence only when there are some, grouped thousands, and "the same" for no difference', () => {
    expect([formatPounds(84), formatPounds(84.5), formatPounds(1234.05), formatPounds(100000)]).toEqual(['£84', '£84.50', '£1,234.05', '£100,000']);
    expect([comparedWithOfferText(-8400), comparedWithOfferText(2000), comparedWithOfferText(0)]).toEqual(['£84 less', '£20 more', 'the same']);
  });
});

describe('receivedQuoteInputSchema', () => {
  const good = { insurer: '  Admiral  ', annualPrice: '528.40', excess: 250, coverage: 'Comprehensive', source: 'gocompare', quotedOn: londonToday() };
  const message = (over: Record<string, unknown>) => {
    const r = receivedQuoteInputSchema.safeParse({ ...good, ...over });
    return r.success ? null : r.error.issues[0]!.message;
  };

  it('takes a quote, trims the insurer and reads the price as pounds', () => {
    expect(receivedQuoteInputSchema.parse(good)).toEqual({ ...good, insurer: 'Admiral', annualPrice: 528.4, reference: null, addOns: [] });
    expect(receivedQuoteInputSchema.parse({ ...good, annualPrice: '£1,200.5', reference: ' https://example.com/q/1 ' })).toMatchObject({
      annualPrice: 1200.5,
      reference: 'https://example.com/q/1',
    });
  });

  it("refuses each bad price with the price's own message", () => {
    expect(message({ annualPrice: 0 })).toBe(M.priceTooLow);
    expect(message({ annualPrice: '0.00' })).toBe(M.priceTooLow);
    expect(message({ annualPrice: -5 })).toBe(M.priceTooLow);
    expect(message({ annualPrice: 100000.01 })).toBe(M.priceTooHigh);
    expect(message({ annualPrice: 100000 })).toBeNull();
    expect(message({ annualPrice: '528.405' })).toBe(M.priceDecimals);
    expect(message({ annualPrice: 528.405 })).toBe(M.priceDecimals);
    expect(message({ annualPrice: '' })).toBe(M.priceRequired);
    expect(message({ annualPrice: 'lots' })).toBe(M.priceRequired);
    expect(message({ annualPrice: undefined })).toBe(M.priceRequired);
    expect(message({ excess: -1 })).toBe(M.excessInvalid);
  });

  it('refuses an impossible or future date, a 61-character insurer, and a link that is not http(s)', () => {
    expect(message({ quotedOn: '2026-02-30' })).toBe(M.dateInvalid);
    expect(message({ quotedOn: 'yesterday' })).toBe(M.dateInvalid);
    expect(message({ quotedOn: addDays(londonToday(), 1) })).toBe(M.dateInFuture);
    expect(message({ insurer: 'x'.repeat(61) })).toBe(M.insurerTooLong);
    expect(message({ insurer: 'x'.repeat(60) })).toBeNull();
    expect(message({ insurer: '   ' })).toBe(M.insurerRequired);
    expect(message({ reference: 'javascript:alert(1)' })).toBe(M.referenceLink);
    expect(message({ reference: 'data:text/html,hi' })).toBe(M.referenceLink);
    expect(message({ reference: 'Ref: CTM-123' })).toBeNull();
    expect(message({ reference: 'x'.repeat(301) })).toBe(M.referenceTooLong);
    expect(message({ coverage: 'Fully comp' })).toBe(M.coverRequired);
    expect(message({ source: 'facebook' })).toBe(M.sourceRequired);
  });

  it('shows only http(s) references as links', () => {
    expect([isReferenceLink('https://a.example/x'), isReferenceLink('Ref: 1'), isReferenceLink('javascript:x'), isReferenceLink(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
