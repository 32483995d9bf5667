// The rules fresh sets 30 to 33 asked for (mfe-policies read-notice/fresh-printed-notices-30.ts .. -33.ts): the renewal
// date, the policy number, the plate and the insurer as statement systems, formal letters and photos print them, and
// label words OCR ran together. Each in a few lines of our own, with a near miss that must not be taken.
import { readShortNotice as read } from './test-support/short-notice';
import { spacedRunTogetherLabels } from './ocr-run-together-labels';

const pad = (label: string, value: string, width = 40) => `${label.padEnd(width)}${value}`;

describe("label words OCR ran together are read as two ('Policynumber', 'Compulsoryexcess', 'Lastyear')", () => {
  test('a run-together excess label, and last year\'s premium, are read as their labels', () => {
    const found = read([pad('Renewal premium', '£612.40'), pad('Lastyear', '£590.10'), pad('Compulsoryexcess', '£250'), pad('Voluntary excess', '£100'), pad('Total excess', '£350')].join('\n'));
    expect([found.previousPremium?.value, found.compulsoryExcess?.value]).toEqual(['590.10', '250']);
  });

  test('a run-together policy label with its value glued on is read', () => {
    expect(read('Renewal schedule\nPolicynumberKLT/00418822 Page 2 of 3').policyNumber?.value).toBe('KLT/00418822');
  });

  test('near miss: a longer word and a web address are left as they are', () => {
    expect(spacedRunTogetherLabels('Totalexcesses and Lastyearly, at www.lastyear.com or newprice@example.com; Policyholder')).toBe(
      'Totalexcesses and Lastyearly, at www.lastyear.com or newprice@example.com; Policyholder',
    );
  });
});

describe("a statement system's labels: 'REN DATE', 'POL NO', 'REGISTRATION  MARK' padded with two spaces, 'Policy #'", () => {
  test("'REN DATE' names the renewal date", () => {
    expect(read(['RENEWAL SUMMARY', pad('LETTER DATE', '23 NOV 2026'), pad('REN DATE', '09 MAR 2027')].join('\n')).renewalDate?.value).toBe('2027-03-09');
  });

  test("near miss: 'REN' alone before a date is no label", () => {
    expect(read(['RENEWAL SUMMARY', pad('LETTER DATE', '23 NOV 2026'), pad('REN', '09 MAR 2027')].join('\n')).renewalDate?.value).not.toBe('2027-03-09');
  });

  test("'POL NO' and 'Policy #:' label the policy number", () => {
    expect(read(pad('POL NO', 'MTR58203317')).policyNumber?.value).toBe('MTR58203317');
    expect(read(' Policy #: MSH-20931-7744').policyNumber?.value).toBe('MSH-20931-7744');
  });

  test("near miss: a '#' after another word is no policy label", () => {
    expect(read('Ticket #: TK-20931-7744').policyNumber).toBeUndefined();
  });

  test("'REGISTRATION  MARK   :  YR19  KHT', every gap two spaces, is the plate", () => {
    const found = read(['POLICY  NUMBER       :  MV041755281', 'VEHICLE              :  SKODA OCTAVIA ESTATE  2.0  TDI', 'REGISTRATION  MARK   :  YR19  KHT', 'AGENT  POSTCODE      :  OX15  6NQ'].join('\n'));
    expect(found.registrationNumber?.value).toBe('YR19KHT');
  });
});

describe("a photo's J read as a bracket after a registration label ('Registration  NA66 FP)')", () => {
  test('the plate is read with a J, asking for a tick', () => {
    const found = read(pad('Registration', 'NA66 FP)'));
    expect([found.registrationNumber?.value, found.registrationNumber?.reason !== undefined]).toEqual(['NA66FPJ', true]);
  });

  test('near miss: a bracket closing a plate in brackets is the notice\'s own', () => {
    expect(read('Vehicle  Land Rover Defender (NA66 FPK)').registrationNumber?.value).toBe('NA66FPK');
  });
});

describe('the renewal date as formal letters and narrow cells write it', () => {
  test("a date in words with an ordinal: 'begins on Thursday, the fourteenth of January 2027'", () => {
    const found = read('Your current policy ends at midnight on Wednesday, the\nthirteenth of January 2027, and your new policy year begins on Thursday, the\nfourteenth of January 2027.');
    expect(found.renewalDate?.value).toBe('2027-01-14');
  });

  test("'the twenty-first of March 2027' is the 21st", () => {
    expect(read('Your new policy starts on the twenty-first of March 2027.').renewalDate?.value).toBe('2027-03-21');
  });

  test("near miss: an ordinal in words with neither 'the' nor 'of' is no date ('your second March 2027 payment')", () => {
    expect(read('We will take your second March 2027 payment by Direct Debit.').renewalDate).toBeUndefined();
  });

  test("\"we'll renew your policy on\" names the date; the cooling-off period's end is no cover's end", () => {
    const found = read("Unless you tell us otherwise, we'll renew your policy on 11\nMarch 2027. If you change your mind, your cooling-off period ends on\n25 March 2027.");
    expect(found.renewalDate?.value).toBe('2027-03-11');
  });

  test("near miss: a policy that ends on a day, with no cooling-off, still starts anew the day after", () => {
    expect(read('Your current policy ends on 25 March 2027.').renewalDate?.value).toBe('2027-03-26');
  });

  test("'your new one starts the same day' keeps the day the current policy ends", () => {
    expect(read('Your current policy ends on 6 February 2027 and your new one starts the same day.').renewalDate?.value).toBe('2027-02-06');
  });

  test("a row label wrapped under its date ('Your new policy   19 December 2026' / 'starts') names the start, asking for a tick", () => {
    const found = read([' Policyholder      Mr Liam Hargreaves', ' Your new policy   19 December 2026', ' starts', ' Vehicle           Mazda CX-5 2.2d SE-L Nav (2017)'].join('\n'));
    expect([found.renewalDate?.value, found.renewalDate?.confidence]).toEqual(['2026-12-19', 'medium']);
  });

  test("near miss: a date of birth over a run-on line is not taken", () => {
    expect(read([' Your date of birth   19 December 1980', ' shown', ' Vehicle           Mazda CX-5'].join('\n')).renewalDate).toBeUndefined();
  });
});

describe("another insured car's plate set after a comma in its 'you also insure' clause is never this car's", () => {
  test("the heading's plate is taken, not the other car's 'registration GK15 OPR'", () => {
    const found = read(['Your car insurance renewal — Renault Clio Iconic TCe 90, EA20 VJN', 'Your multi-car discount applies because you also insure a Toyota Aygo, registration GK15 OPR,', 'with us.'].join('\n'));
    expect(found.registrationNumber?.value).toBe('EA20VJN');
  });

  test('near miss: after the clause ends, this car\'s own registration is read', () => {
    const found = read('Because you also insure your home with us, your car registration EA20 VJN gets a discount.');
    expect(found.registrationNumber?.value).toBe('EA20VJN');
  });
});

describe("a brand's name set over two lines of the letter's heading ('M&S' / 'Car Insurance')", () => {
  test('the heading\'s two-line name wins over a bank named in the small print', () => {
    const found = read(['M&S', '           Car Insurance', 'Your renewal', 'Take payment from your M&S Credit Card.', 'M&S Car Insurance is arranged by a panel of insurers. M&S Bank is a trading name of Marks & Spencer Financial Services plc.'].join('\n'));
    expect(found.insurer?.value).toBe('M&S Car Insurance');
  });

  test('near miss: below the heading, a brand at a line\'s end and words on the next line are not one name', () => {
    const found = read(['Renewal from Acme Brokers', 'Dear Mr Lee,', 'You can pay with your card from M&S', 'Car Insurance is arranged by a panel of insurers. M&S Bank is a trading name of Marks & Spencer Financial Services plc.', 'Thank you for choosing M&S Bank.'].join('\n'));
    expect(found.insurer?.value).toBe('M&S Bank');
  });
});
