// The premium rules the twentieth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-20.ts:
// letters giving this year's and last year's price in running sentences, footnotes and asides), each in a few lines of
// our own, with a near miss that must not be taken.
import { readShortNotice as read } from './test-support/short-notice';

describe("this year's price set against last year's in one sentence", () => {
  test("'terms of £X for the year ahead, against £Y last year': both years' prices", () => {
    const notice = read('We have secured renewal terms of £812.40 for the year ahead, against £766.05 last year.');
    expect([notice.renewalPremium?.value, notice.previousPremium?.value]).toEqual(['812.40', '766.05']);
  });

  test("'renewal at £X for another year, against £Y this time last year'", () => {
    const notice = read('We can offer renewal at £340.00 for another year, against £322.90 this time last year.');
    expect([notice.renewalPremium?.value, notice.previousPremium?.value]).toEqual(['340.00', '322.90']);
  });

  test("near miss: an add-on's price set against its own last year's is no premium", () => {
    const notice = read('Breakdown cover renews at £58.00 for the year ahead, against £52.00 last year.');
    expect(notice.renewalPremium).toBeUndefined();
    expect(notice.previousPremium).toBeUndefined();
  });

  test("near miss: a month's figure set against last year's is no year's price", () => {
    const notice = read('Your renewal instalments are £61.20 a month, against £58.75 last year.');
    expect(notice.previousPremium?.value).not.toBe('58.75');
  });
});

describe("'against last year's' ending a line, 'premium of £Y' starting the next", () => {
  test("the figure on the next line is last year's, not a second renewal price", () => {
    const notice = read("Your renewal premium is £905.60 including Insurance Premium Tax, against last year's\npremium of £871.25. Thank you.");
    expect([notice.renewalPremium?.value, notice.previousPremium?.value]).toEqual(['905.60', '871.25']);
  });

  test("near miss: 'premium of' after a clause that names no year stays unread as last year's", () => {
    const notice = read('Your renewal premium is £905.60 including Insurance Premium Tax, and your\npremium of £60.00 for legal cover.');
    expect(notice.previousPremium).toBeUndefined();
  });
});

describe('of two figures for last year, the one the letter says it compares', () => {
  test("'That is the figure we compare with this year's' names the second", () => {
    const text = "Your premium at the start of last year was £480.00, and after you added a driver it was £512.40. That is the figure we compare with this year's.\nYour renewal premium is £530.10.";
    expect(read(text).previousPremium?.value).toBe('512.40');
  });

  test("near miss: without such words, neither figure is taken surely", () => {
    const text = "Your premium at the start of last year was £480.00, and after you added a driver it was £512.40.\nYour renewal premium is £530.10.";
    const previous = read(text).previousPremium;
    expect(previous?.value === '512.40' && previous.confidence === 'high' && !previous.flag).toBe(false);
  });

  test("'The comparable premium for last year, without the add-on, was £Y' beats last year's premium with it", () => {
    const text = "Your renewal price is £602.00.\nLast year's premium was £640.00, which included legal cover at £28.00. The comparable premium for your car\ninsurance last year, without legal cover, was £612.00.";
    expect(read(text).previousPremium?.value).toBe('612.00');
  });

  test("near miss: 'without legal cover' in this year's own label leaves it an add-on's sentence, not the premium", () => {
    const text = 'Your renewal price is £602.00.\nThe price of your renewal, without legal cover, is £574.00.';
    expect(read(text).renewalPremium?.value).toBe('602.00');
  });
});

describe("a new clause on an add-on running on from the line above the figure", () => {
  test("', and the breakdown cover you' / 'had last year costs £X': the add-on's price, not last year's premium", () => {
    const text = 'This year your car insurance costs £455.00, and the breakdown cover you\nhad last year costs £48.00. Last year you paid £490.00 for the same cover.';
    expect(read(text).previousPremium?.value).toBe('490.00');
  });

  test("near miss: ', and your' running on to 'premium last year was £X' is last year's premium", () => {
    const text = 'This year your car insurance costs £455.00, and your\npremium last year was £430.00.';
    expect(read(text).previousPremium?.value).toBe('430.00');
  });
});

describe("the price's parts told in one sentence, last year's figure with the add-on", () => {
  const parts = (total: string) =>
    `This year your car insurance costs £455.00, and the legal expenses cover costs £30.00, so your total cost of cover is £${total}.\nLast year you paid £470.00 for the same cover, legal expenses included.`;

  test("like for like: this year's total with the add-on, asking for a tick", () => {
    const premium = read(parts('485.00')).renewalPremium;
    expect(premium?.value).toBe('485.00');
    expect(premium?.flag).toBe('check');
  });

  test("near miss: a 'total' the parts do not make is no total of theirs; the car insurance stays", () => {
    expect(read(parts('495.00')).renewalPremium?.value).toBe('455.00');
  });
});
