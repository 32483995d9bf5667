// The rules the twentieth and twenty-first fresh sets of notices asked for (mfe-policies read-notice/
// fresh-printed-notices-20.ts and -21.ts: printed emails naming the sender and the policy only in the header lines, a
// whole excess stated in the sentence with its parts, a policy prefix ending in a one-letter code, a photo's bracket
// for a J inside a plate), each in a few lines of our own, with a near miss that must not be taken.
import { UNLISTED_BRAND_REASON } from './insurer-brand';
import { parseRenewalNotice } from '../renewal-notice';

// A line naming the insurance at the end, so each text reads as a notice.
const read = (...lines: string[]) => parseRenewalNotice(`${lines.join('\n')}\nYour car insurance renewal\n`, { today: '2026-11-29' });

describe("a printed email's sender, at the firm's own domain, named again in the letter", () => {
  const email = (from: string) => [
    `From: ${from}`,
    'Sent: 2 March 2027 09:12',
    'To: Ann Rowe',
    'Subject: Your motor renewal',
    'Dear Ann,',
    'Your car insurance renews on 1 April 2027 at £512.40.',
    'Thanks, Sam',
    'Marlow Pryce Ltd is authorised and regulated by the Financial Conduct Authority.',
  ];

  test("the display name's opening words the letter writes again are offered, flagged", () => {
    expect(read(...email('Marlow Pryce Motor Desk <motor@marlowpryce.co.uk>')).insurer).toMatchObject({ value: 'Marlow Pryce', reason: UNLISTED_BRAND_REASON });
  });

  test('near miss: a person writing from the firm is no brand', () => {
    expect(read(...email('Sam Holt <sam.holt@marlowpryce.co.uk>'), 'Sam Holt, account handler').insurer?.value ?? '').not.toMatch(/Holt/);
  });
});

describe("the policy number in a printed email's subject line, after 'renewal'", () => {
  test('a spaced number, before the plate in brackets, is read and asks for a tick', () => {
    const found = read('Subject: Car renewal KPW 220 4417 (LM21 HTX)', 'Dear Ann,', 'Your cover renews on 1 April 2027.').policyNumber;
    expect(found?.value).toBe('KPW 220 4417');
    expect(found?.confidence).not.toBe('high');
  });

  test('a slashed number in brackets is read too', () => {
    expect(read('Subject: Your van insurance renewal (TQ/MV/771092-02)', 'Dear Ann,', 'Your cover renews on 1 April 2027.').policyNumber?.value).toBe('TQ/MV/771092-02');
  });

  test("near miss: the car's plate after 'renewal' is no policy number", () => {
    expect(read('Subject: Renewal LM21 HTX', 'Dear Ann,', 'Your cover renews on 1 April 2027.').policyNumber).toBeUndefined();
  });
});

describe('a policy prefix whose last group is a one-letter code', () => {
  test("'Policy: KR/HH/C 550871' is read whole", () => {
    expect(read('Policy: KR/HH/C 550871', 'Your cover renews on 1 April 2027.').policyNumber?.value).toBe('KR/HH/C 550871');
  });

  test("near miss: 'N/A' before a year is no number", () => {
    expect(read('Policy: N/A 2027', 'Your cover renews on 1 April 2027.').policyNumber).toBeUndefined();
  });
});

describe("a photo's bracket for a J among a plate's last letters, on the car's line", () => {
  test("'GH70 T)M' is read as GH70 TJM, asking for a tick", () => {
    const found = read('Car: Kia Picanto 1.0, GH70 T)M', 'Your cover renews on 1 April 2027.').registrationNumber;
    expect(found).toMatchObject({ value: 'GH70TJM', flag: 'check' });
  });

  test('near miss: two brackets are not one J', () => {
    expect(read('Car: Kia Picanto 1.0, GH70 ))M', 'Your cover renews on 1 April 2027.').registrationNumber?.value ?? '').not.toMatch(/J/);
  });
});

describe('the whole excess stated in the same sentence as its two parts', () => {
  const excess = (sentence: string) => read('Your cover renews on 1 April 2027.', 'Your renewal premium is £480.00.', sentence);

  test.each([
    ["Your excess is unchanged: £300 compulsory and £75 voluntary, so a claim would cost you the first £375."],
    ['On a claim you pay the first £375: a £300 compulsory excess and a £75 voluntary excess.'],
    ['The policy excess is £375 (compulsory £300, voluntary £75).'],
  ])('%s', (sentence) => {
    const found = excess(sentence);
    expect([found.compulsoryExcess?.value, found.voluntaryExcess?.value, found.totalExcess?.value]).toEqual(['300', '75', '375']);
  });

  test('near miss: a separate windscreen excess that happens to equal the sum is not the total', () => {
    expect(excess('Your excess is £300 compulsory and £75 voluntary, with a £375 windscreen excess.').totalExcess).toBeUndefined();
  });

  test('near miss: an amount that is not the sum is not the total', () => {
    expect(excess('Your excess is £300 compulsory and £75 voluntary; claims over £400 may affect your price.').totalExcess).toBeUndefined();
  });
});

describe("a renewal 'on the 1st of next month': the month after the letter's date, derived", () => {
  test('read from the letter date, asking for a tick', () => {
    const found = read('Date: 14 December 2026', 'Dear Ms Kaur,', 'Your policy renews on the 3rd of next month.', 'Your renewal premium is £480.00.').renewalDate;
    expect(found).toMatchObject({ value: '2027-01-03', certainty: 'derived' });
  });

  test("near miss: 'next month' said of something else names no renewal date", () => {
    expect(read('Date: 14 December 2026', 'Dear Ms Kaur,', 'Your direct debit is taken on the 3rd of next month.').renewalDate).toBeUndefined();
  });

  test('near miss: with no letter date nothing is worked out', () => {
    expect(read('Dear Ms Kaur,', 'Your policy renews on the 3rd of next month.').renewalDate).toBeUndefined();
  });
});

describe("an older plate after the car's make and model, alone on a heading line", () => {
  test("'Morris Minor 1000, K412 RTV' gives the plate", () => {
    expect(read('Dear Mr Hale,', 'Morris Minor 1000, K412 RTV', 'Your policy renews on 2 February 2027.').registrationNumber?.value).toBe('K412RTV');
  });

  test("near miss: another car's older plate inside a sentence is not taken", () => {
    expect(read('Dear Mr Hale,', 'Your Austin Healey, RVX 31F, stays on laid-up cover.', 'Your policy renews on 2 February 2027.').registrationNumber?.value).toBeUndefined();
  });
});
