// The renewal date and registration rules sets 22-25 and the second set of forwarded emails asked for (mfe-policies
// read-notice/fresh-printed-notices-22..25.ts, api inbound-mail fresh-2): each in a few lines of our own, with a near
// miss that must not be taken.
import { findInsurerBrand } from './insurer-brand';
import { findDates } from './uk-dates';
import { readShortNotice as read } from './test-support/short-notice';

describe('ISO dates, the year first', () => {
  test("'New cover from 2027-06-09': the renewal date", () => {
    expect(read('Policy KT 4410 882\nNew cover from 2027-06-09\nNew cover to 2028-06-08').renewalDate?.value).toBe('2027-06-09');
  });

  test('near miss: a reference made of hyphened figures holds no date', () => {
    expect(findDates('Quote ref 88-2027-06-09-14 and case 2027-06-09X').map((d) => d.value)).not.toContain('2027-06-09');
  });

  test('near miss: a month or day that cannot be is no date', () => {
    expect(findDates('Batch 2027-13-09, run 2027-06-32')).toEqual([]);
  });
});

describe('a deadline to act by is not the renewal date', () => {
  test("'due for renewal on' one day, 'tell us before' the day before: the renewal's own day wins", () => {
    const notice = read(
      'Your motor policy for your Kia Ceed is due for renewal on\n8 March 2027. Your policy will renew automatically unless you let us know before 7 March 2027.',
    );
    expect(notice.renewalDate?.value).toBe('2027-03-08');
  });

  test('near miss: with no other date, the deadline is still offered, asking for a tick', () => {
    const field = read('Your policy will renew automatically unless you let us know before 7 March 2027.').renewalDate;
    expect(field?.value).toBe('2027-03-07');
    expect(field?.confidence).not.toBe('high');
  });
});

describe("another policy listed after 'Your other policies with us'", () => {
  test("its renewal date is not this car's", () => {
    const notice = read(
      'Your motor insurance is due for renewal on 9 May 2027.\nYour other policies with us: Acme Home Insurance, policy HM 2231, renews on 2 October 2027.',
    );
    expect(notice.renewalDate?.value).toBe('2027-05-09');
  });

  test("near miss: a sentence that only mentions other policies keeps this car's date", () => {
    const notice = read('Because of your other policies with us, your car policy renews on 9 May 2027 with a discount.');
    expect(notice.renewalDate?.value).toBe('2027-05-09');
  });
});

describe("a row under 'Start date | End date' columns", () => {
  test("its first day is the start, not the later 'End date'", () => {
    const notice = read('Policy            Start date   End date\nMotor policy      11/08/2027   10/08/2028\nCall us with any questions.');
    expect(notice.renewalDate?.value).toBe('2027-08-11');
  });

  test("near miss: columns a year each ('Start date  11/08/2026  11/08/2027') still give the later year's start", () => {
    const notice = read('                  Last year    This year\nStart date        11/08/2026   11/08/2027');
    expect(notice.renewalDate?.value).toBe('2027-08-11');
  });
});

describe('a plate broken at a line end after the make and model', () => {
  test("'… Kia Picanto, YD19' / 'KLM.' in a wrapped sentence", () => {
    expect(read('We will renew the cover on your Kia Picanto, YD19\nKLM. Thank you.').registrationNumber?.value).toBe('YD19KLM');
  });

  test('in a narrow cell, the rest of the row after it', () => {
    const notice = read('Cover                           Premium\nMotor – Honda Jazz, WR67   £501.20\nPUX\nHome – contents   £98.00');
    expect(notice.registrationNumber?.value).toBe('WR67PUX');
  });

  test('near miss: a plate written whole elsewhere wins over one broken at a line end', () => {
    const notice = read('This year we insure your Seat Ibiza, KM21 RTA.\nLast year we insured your Ford Ka, YD15\nKLM.');
    expect(notice.registrationNumber?.value).toBe('KM21RTA');
  });

  test("near miss: a postcode broken so ('Leeds, LS12' / '4AB') is no plate", () => {
    expect(read('Write to us at 4 Mill Road, Leeds, LS12\n4AB. Thank you.').registrationNumber).toBeUndefined();
  });
});

describe("a plate on the car's line with a capital read small", () => {
  test("'Vehicle: Vauxhall Astra SRi, Lm17 TXE' (a column after the address)", () => {
    expect(read('3 Elm Row                      Vehicle: Vauxhall Astra SRi, Lm17 TXE').registrationNumber?.value).toBe('LM17TXE');
  });

  test("near miss: words in small letters after the comma ('Car: Ford Ka, to18 see') are no plate", () => {
    expect(read('Car: Ford Ka, to18 see').registrationNumber).toBeUndefined();
  });
});

describe("a 'REG' label in a column of labels, the plate in the column of values after it", () => {
  test("'MAKE' / 'REG' / 'VALUE', then 'Rover 214, 1994' / 'L482 KDV' / '£1,200'", () => {
    const notice = read('MAKE\nREG\nVALUE\n\nRover 214 SEi, 1994\nL482 KDV\n£1,200');
    expect(notice.registrationNumber?.value).toBe('L482KDV');
  });

  test("near miss: a postcode alone on a line under the column ('SE1 9AB') is no plate", () => {
    expect(read('MAKE\nREG\nVALUE\n\nRover 214 SEi, 1994\nSE1 9AB\n£1,200').registrationNumber).toBeUndefined();
  });
});

describe("'Tesco Bank' and 'Tesco Insurance', one firm's two names: read as the letter names itself", () => {
  test("a letter headed 'Tesco Bank Car Insurance', a company 'Tesco Insurance Limited' in its small print: 'Tesco Bank'", () => {
    const text = 'Tesco Bank Car Insurance\nDear Ms Khan, your policy renews on 4 May 2027.\nTesco Bank Car Insurance is arranged by Tesco Insurance Limited.';
    expect(findInsurerBrand(text)?.value).toBe('Tesco Bank');
  });

  test("near miss: a 'Tesco Insurance' letter that says it trades as part of Tesco Bank stays 'Tesco Insurance'", () => {
    const text = 'Tesco Insurance\nDear Ms Khan, your policy renews on 4 May 2027.\nTesco Insurance is a trading name of Tesco Bank.';
    expect(findInsurerBrand(text)?.value).toBe('Tesco Insurance');
  });
});
