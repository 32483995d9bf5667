// The rules the tenth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-10.ts, written by
// a helper who had not read the reader), each in a few lines of our own, with a near miss that must not be taken.
import { reasonToCheck } from './certainty';
import { parseRenewalNotice, type RenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });
type Money = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess';
/** A field's value, with '?' when it asks for a tick. */
const shown = (found: RenewalNotice, field: Money | 'renewalDate') => {
  const reading = found[field];
  return reading ? `${reading.value}${reasonToCheck(reading) ? '?' : ''}` : undefined;
};
const bare = (found: RenewalNotice, field: Money | 'renewalDate') => shown(found, field)?.replace(/\?$/, '');

describe("last year's premium, in words that name the year ending", () => {
  test("'… last time', 'Existing premium', 'Premium for the period now ending' are last year's, beside the renewal's price", () => {
    for (const label of ['What you paid last time:', 'Existing premium', 'Premium for the policy year now ending:']) {
      const found = read(`Renewal premium   £702.15\n${label}   £655.90`);
      expect([label, bare(found, 'renewalPremium'), bare(found, 'previousPremium')]).toEqual([label, '702.15', '655.90']);
    }
  });

  test("near miss: 'Your price this time' is not last year's", () => {
    const found = read('Your price this time   £702.15');
    expect([bare(found, 'renewalPremium'), found.previousPremium]).toEqual(['702.15', undefined]);
  });
});

describe("'the current (policy) year' beside 'the next policy year'", () => {
  test("the next policy year's is the renewal's, the current year's last year's (a fall the letter states confirms both)", () => {
    const found = read('Premium for this policy year      £530.20\nPremium for the next policy year  £511.70\nYour premium has gone down by £18.50.');
    expect([shown(found, 'renewalPremium'), shown(found, 'previousPremium')]).toEqual(['511.70', '530.20']);
  });

  test("near miss: 'the current year' alone, with no other year's price named, stays the renewal's (asking for a tick)", () => {
    const found = read('Premium for the current year  £530.20');
    expect([shown(found, 'renewalPremium'), found.previousPremium]).toEqual(['530.20?', undefined]);
  });
});

describe("a 'quotation' names a price", () => {
  test("'Renewal quotation: Motor (Comprehensive)  £489.99' is the renewal's price", () => {
    expect(bare(read('Renewal quotation: Motor (Comprehensive)      £489.99'), 'renewalPremium')).toBe('489.99');
  });

  test("near miss: a quotation for breakdown cover is not the premium", () => {
    expect(read('Quotation for breakdown cover      £61.00').renewalPremium).toBeUndefined();
  });
});

describe('a price in a sentence wrapped over two lines is judged by the whole sentence', () => {
  test("an upgrade offered in a sentence begun on the line above ('… with legal cover and a hire car as' / 'standard, would cost £x for the year') is not the renewal's", () => {
    const text = ['Your price                         £612.00', 'Fancy more? Our Gold plan, with legal cover and a hire car as', 'standard, would cost £688.20 for the year.'].join('\n');
    expect(bare(read(text), 'renewalPremium')).toBe('612.00');
  });

  test("near miss: a sentence begun above that says nothing else ('Thank you for staying with us. Your cover for the' / 'year ahead will cost £612.00 for the year') keeps its price", () => {
    const text = ['Thank you for staying with us. Your cover for the', 'year ahead will cost £612.00 for the year.'].join('\n');
    expect(bare(read(text), 'renewalPremium')).toBe('612.00');
  });
});
