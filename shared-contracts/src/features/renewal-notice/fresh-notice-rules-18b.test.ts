// The policy number, registration and renewal date rules the eighteenth and nineteenth fresh sets of notices asked for
// (mfe-policies read-notice/fresh-printed-notices-18.ts and -19.ts: long letters with running headers, another car or
// policy in the letter, and numbers and dates in unusual forms), each in a few lines of our own, with a near miss that
// must not be taken.
import { reasonToCheck } from './certainty';
import { readShortNotice as read } from './test-support/short-notice';

describe("a running header's fields set apart by middle dots or bullets", () => {
  test("'· Policy QRT/4410/2291 ·' in the header of each page is the policy number", () => {
    const page = (n: number) => `Northway Motor · Account A-55120 · Policy QRT/4410/2291 · 3 December 2026   Page ${n} of 2`;
    const text = [page(1), 'Dear Mr Lee', 'Your renewal price is on the next page.', '', page(2), 'Total to pay £544.10'].join('\n');
    expect(read(text).policyNumber?.value).toBe('QRT/4410/2291');
    expect(read('Northway Motor • Policy QRT/4410/2291 • Page 1 of 2').policyNumber?.value).toBe('QRT/4410/2291');
  });

  test("near miss: '· Policy wording MC0925 ·' names the booklet's edition, not a number", () => {
    expect(read('Northway Motor · Policy wording MC0925 · Page 1 of 2').policyNumber).toBeUndefined();
  });
});

describe('a number broken at its slash, the rest set beside it', () => {
  test("'KBW/MC/ 0042718' (a narrow cell's two lines on one) is one number", () => {
    expect(read('Policy number  KBW/MC/ 0042718\nVehicle       Mazda CX-5').policyNumber?.value).toBe('KBW/MC/0042718');
  });

  test("near miss: after a column's gap, the digits are another cell's (a phone number)", () => {
    expect(read('Policy ref  HX/MT/   01273 440 100').policyNumber).toBeUndefined();
  });
});

describe('a check letter after the digits', () => {
  test("'Policy number: 55203917 H' keeps its letter", () => {
    expect(read('Policy number: 55203917 H\nMembership number: 330912').policyNumber?.value).toBe('55203917 H');
  });

  test('near miss: a capital that starts the next words is not part of the number', () => {
    expect(read('Policy number 55203917 A copy of your schedule is enclosed.').policyNumber?.value).toBe('55203917');
  });
});

describe('a policy number in lower case', () => {
  test("'zx5531087qa' is kept as printed", () => {
    expect(read('Policy number  zx5531087qa\nDate  3 December 2026').policyNumber?.value).toBe('zx5531087qa');
  });

  test("near miss: words in lower case after the label ('see overleaf') are no number", () => {
    expect(read('Policy number  see overleaf').policyNumber).toBeUndefined();
  });
});

describe("another car's plate, and another policy's date, in the letter", () => {
  const letter = (sentence: string) =>
    ['Your policy starts on 9 March 2027.', sentence, '', 'Schedule', 'Honda Civic 1.0 VTEC · KE71 WBR · Comprehensive'].join('\n');

  test("'As you also insure your Honda Jazz (LM19 ZTX) with us': that plate is not this car's", () => {
    const found = read(letter('As you also insure your Honda Jazz (LM19 ZTX) with us, you will have a separate letter before it renews.'));
    expect([found.registrationNumber?.value, found.registrationNumber?.confidence]).toEqual(['KE71WBR', 'medium']);
    const thatCar = read(letter('We will send a separate invitation for that car, the Honda Jazz (LM19 ZTX), in April.'));
    expect(thatCar.registrationNumber?.value).toBe('KE71WBR');
  });

  test("near miss: this car's plate in a sentence about another driver is still read", () => {
    const found = read('Your policy starts on 9 March 2027.\nYour Honda Civic (KE71 WBR) may be driven by another driver named on the schedule.');
    expect(found.registrationNumber?.value).toBe('KE71WBR');
  });

  test("'Your household policy with us … renews on 2 May 2027' is not this policy's renewal", () => {
    const found = read('Your motor insurance – renewal on 6 February 2027\nPeriod of insurance 06/02/2027 to 05/02/2028\nYour household policy with us is not affected; we will write\nto you before it renews on 2 May 2027.');
    expect([found.renewalDate?.value, found.renewalDate?.confidence]).toEqual(['2027-02-06', 'high']);
  });

  test('near miss: a sentence that only mentions household insurance still gives this policy its date', () => {
    const found = read('As you also have household insurance with us, your car policy renews on 2 May 2027 with a discount.');
    expect(found.renewalDate?.value).toBe('2027-05-02');
  });
});

describe("'renews' ending a line after a bracket, 'on <date>' starting the next", () => {
  test("'(registration RX70 KLM) renews' / 'on 9 March 2027' is the renewal date", () => {
    const found = read('Your policy for your Audi A3 Sportback (registration RX70 KLM) renews\non 9 March 2027. Your new price is below.');
    expect(found.renewalDate?.value).toBe('2027-03-09');
  });

  test("'registration RX70 KLM, renews' / 'on 9th Mar. 2027' (a comma after the plate) is the renewal date", () => {
    const found = read('Your policy for your Audi A3 Sportback (2020), registration RX70 KLM, renews\non 9th Mar. 2027 with Aviva.');
    expect(found.renewalDate?.value).toBe('2027-03-09');
  });

  test("'registration RX70 KLM, ends at' / 'midnight on 9 March 2027': the cover ends then, so the renewal is the day after, worked out", () => {
    const found = read('Your current cover for your Audi A3 (2020), registration RX70 KLM, ends at\nmidnight on 9 March 2027. We will renew it.');
    expect(found.renewalDate).toMatchObject({ value: '2027-03-10', certainty: 'derived' });
  });

  test("near miss: 'registration RX70 KLM, was bought' / 'on 9th Mar. 2024' is no renewal", () => {
    expect(read('Your Audi A3 Sportback (2020), registration RX70 KLM, was bought\non 9th Mar. 2024 from a dealer.').renewalDate).toBeUndefined();
  });

  test("near miss: '(including IPT) was paid' / 'on 9 March 2026' is no renewal", () => {
    expect(read('Your premium for the current year (including IPT) was paid\non 9 March 2026.').renewalDate).toBeUndefined();
  });
});

describe('a renewal day and month with its weekday and a time, no year', () => {
  const letter = (weekday: string) => ['Mr Tom Avery', '3 Mill Lane', 'Ely', 'CB7 4DW', '12 January 2027', `Your cover renews at 00:01 on ${weekday} 2\nFebruary.`].join('\n');

  test("'renews at 00:01 on Tuesday 2 February', the letter dated 12 January 2027: 2 February 2027, worked out", () => {
    const date = read(letter('Tuesday')).renewalDate;
    expect([date?.value, date?.derived !== undefined, reasonToCheck(date)]).toEqual(['2027-02-02', true, expect.any(String)]);
  });

  test('near miss: a weekday that 2 February 2027 is not (a Monday) offers nothing', () => {
    expect(read(letter('Monday')).renewalDate).toBeUndefined();
  });
});
