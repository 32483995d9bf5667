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
    // Words that qualify the premium itself, begun above, do not stop it either.
    const discounted = ['With your five years of no claims discount taken off, your', 'renewal premium will be £612.00 for the year.'].join('\n');
    expect(bare(read(discounted), 'renewalPremium')).toBe('612.00');
  });
});

describe('the renewal date', () => {
  test("'Commencement date' names the new cover's first day", () => {
    expect(shown(read('Letter date 20 December 2026\nCommencement date   17 January 2027'), 'renewalDate')).toBe('2027-01-17');
  });

  test("near miss: a commencement long ago ('Original commencement date 3 May 2019') is flagged as far from today", () => {
    expect(shown(read('Original commencement date   3 May 2019'), 'renewalDate')).toBe('2019-05-03?');
  });

  test("'Your renewal: from <day> until <day a year on>': the first day, not the day after the last", () => {
    expect(bare(read('Your renewal: from 6 May 2027 until 5 May 2028.'), 'renewalDate')).toBe('2027-05-06');
    // However the period's first day is named, its 'until' joins the period: the last day is no 'cover ends' date.
    expect(bare(read('Renewing 6 May 2027 until 5 May 2028.'), 'renewalDate')).toBe('2027-05-06');
  });

  test("near miss: the current cover running 'until' a day still gives the day after, asking for a tick", () => {
    expect(shown(read('Your current insurance runs until 5 May 2027.'), 'renewalDate')).toBe('2027-05-06?');
  });
});

describe('a period named as the cover now running', () => {
  test("its first day is never the renewal's: the day after its last day is offered, asking for a tick", () => {
    for (const line of ['Your present cover: from 9 June 2026 until 8 June 2027.', 'Existing period of insurance   09/06/2026 to 08/06/2027']) {
      expect([line, shown(read(line), 'renewalDate')]).toEqual([line, '2027-06-09?']);
    }
  });

  test("near miss: the current policy said to renew on a day, or a renewal date beside the old period, is read as said", () => {
    expect(shown(read('Your current policy renews on 9 June 2027.'), 'renewalDate')).toBe('2027-06-09');
    expect(shown(read('Existing period of insurance   09/06/2026 to 08/06/2027\nRenewal date   09/06/2027'), 'renewalDate')).toBe('2027-06-09');
  });
});

describe('the policy number under words other than "policy"', () => {
  test("a bare 'Ref:' starting a cell of the letterhead is offered, and never sure", () => {
    const found = read('Ms A Jones                                   2 February 2027\n1 High Street                                Ref: QX/0099123/ZT');
    expect([found.policyNumber?.value, found.policyNumber?.certainty]).toEqual(['QX/0099123/ZT', 'unchecked']);
  });

  test("near miss: another thing's reference ('Direct Debit mandate reference:', 'Agency ref:') is not the policy number", () => {
    expect(read('1 High Street                     Direct Debit mandate reference: DDM-0099123-01').policyNumber).toBeUndefined();
    expect(read('Your local office                 Agency ref: 77120').policyNumber).toBeUndefined();
  });

  test("'Agreement number' is offered as the policy number, beneath a policy number's own label", () => {
    expect(read('Agreement number 2XQ5501873').policyNumber?.value).toBe('2XQ5501873');
    expect(read('Policy number: PN-7781-0042\nAgreement number 2XQ5501873').policyNumber?.value).toBe('PN-7781-0042');
  });

  test("near miss: a credit agreement's number is not the policy's", () => {
    expect(read('Your credit agreement number CA-7712390 for paying monthly').policyNumber).toBeUndefined();
  });
});

describe('excesses told in words', () => {
  test("'voluntary nil' is a voluntary excess of £0, beside the compulsory amount", () => {
    const found = read('Accidental damage excess: compulsory £300, voluntary nil.');
    expect([bare(found, 'compulsoryExcess'), bare(found, 'voluntaryExcess'), found.totalExcess]).toEqual(['300', '0', undefined]);
  });

  test("near miss: 'nil' that is not an excess's ('Claims in the last five years: nil') is no amount", () => {
    const found = read('Claims in the last five years: nil\nCompulsory excess £300');
    expect([bare(found, 'compulsoryExcess'), found.voluntaryExcess, found.totalExcess]).toEqual(['300', undefined, undefined]);
    // 'none of' starts another clause: no £0 is read from it.
    expect(read('Voluntary excess: none of our policies carry one by default.').voluntaryExcess).toBeUndefined();
  });

  test("the whole told first, its parts in the next sentence ('you'll pay £500 towards it. That's …'), adding up: checked", () => {
    const found = read("Should you claim for damage, you'll pay £500 towards it. That's the £300 compulsory excess plus the £200 voluntary excess you chose.");
    expect([shown(found, 'totalExcess'), shown(found, 'compulsoryExcess'), shown(found, 'voluntaryExcess'), found.renewalPremium]).toEqual(['500', '300', '200', undefined]);
  });

  test('near miss: parts that do not add up to the amount before them give no total', () => {
    const found = read("Should you claim for damage, you'll pay £450 towards it. That's the £300 compulsory excess plus the £200 voluntary excess you chose.");
    expect(found.totalExcess).toBeUndefined();
  });
});

describe("a photo's plate ending in a bracket for its J", () => {
  test("on the car's line, 'LM19 XK]' is read as LM19XKJ, asking for a tick", () => {
    const found = read('Car: Ford Fiesta Zetec, LM19 XK]');
    expect([found.registrationNumber?.value, found.registrationNumber?.flag]).toEqual(['LM19XKJ', 'check']);
  });

  test("near miss: a postcode's bracket off the car's line ('PE3 7Q)') is no plate, and a whole plate is not flagged", () => {
    expect(read('12 Mill Road\nPE3 7Q)').registrationNumber).toBeUndefined();
    expect(read('Car: Ford Fiesta Zetec, LM19 XKA').registrationNumber?.flag).toBeUndefined();
  });
});
