// The identity rules fresh sets 26 to 29 asked for (mfe-policies read-notice/fresh-printed-notices-26.ts .. -29.ts):
// a policy number's product code after its digits or after a slash set apart, a statement table's car row under a
// 'Number' heading, a plate in a print padding every gap to two spaces, a plate broken over a line in brackets or in
// the suffix era's shape, a plate under a table's 'Registration' heading, a plate just before the car's description, a
// brand named inside another brand's longer name, and a broker heading its own letter. Each in a few lines of our own,
// with a near miss that must not be taken.
import { findInsurerBrand } from './insurer-brand';
import { findPolicyNumber, findRegistration } from './identity-fields';

const policy = (text: string) => findPolicyNumber(text)?.value;
const plate = (text: string) => findRegistration(text)?.value;

describe("a policy number's product code of letters", () => {
  test('three letters after a letter prefix and one long run of digits', () => {
    expect(policy('Renewal notice\nPolicy number: K 55219034 MTR\nDear Mr Kaye,')).toBe('K 55219034 MTR');
  });

  test('near miss: a short word in capitals after the digits is no part of it', () => {
    expect(policy('POLICY NUMBER: K 55219034 FOR')).toBe('K 55219034');
  });

  test("after a slash set apart between spaces ('... 417 / PC'), kept with the number", () => {
    expect(policy('Our ref: BRK 31 620 417 / PC')).toBe('BRK 31 620 417 / PC');
  });

  test('near miss: a slash before a word in small letters ends the number', () => {
    expect(policy('Policy number: BRK 31 620 417 / Page 1')).toBe('BRK 31 620 417');
  });
});

describe("a statement of several policies: the car's row under the 'Number' heading", () => {
  const statement = (rows: string[]) =>
    ['Your policies due for renewal', 'Policy                 Number              Renews         Premium', ...rows, 'Total to pay   £1,100.00'].join('\n');

  test("the car's number, whichever row it is on", () => {
    expect(policy(statement(['Home insurance         HB 4410 2287        03/02/2027     £402.10', 'Car insurance          CV 7730 1945        03/02/2027     £697.90']))).toBe('CV 7730 1945');
  });

  test("near miss: with no car's row, no other policy's number is read", () => {
    expect(policy(statement(['Home insurance         HB 4410 2287        03/02/2027     £402.10', 'Travel insurance       TT 1204 5531        03/02/2027     £97.90']))).toBeUndefined();
  });
});

describe('a plate in a print that pads every gap to two spaces', () => {
  test("'VEHICLE  REG  :  KM17  FTA       COVER' reads the whole plate", () => {
    expect(plate('POLICY  NO  :  88/MC/1120\nVEHICLE  REG  :  KM17  FTA       COVER  :  COMP')).toBe('KM17FTA');
  });

  test("near miss: on a line set with single spaces, two spaces after the plate's first half start another cell", () => {
    expect(findRegistration('Registration: KM17  NCD protected')?.value).not.toBe('KM17NCD');
  });
});

describe('a plate broken over a line', () => {
  test('in brackets after the model', () => {
    expect(plate('your cover for the Honda Jazz 1.3 (RV19\nHLK) renews on 4 March 2027.')).toBe('RV19HLK');
  });

  test("near miss: a postcode in brackets broken so is no plate (its second half starts with a digit)", () => {
    expect(plate('our office (LS12\n6TW) is open on Saturdays.')).toBeUndefined();
  });

  test("a suffix-era plate after its label, its letters on one line and its number and year letter on the next", () => {
    expect(plate('the cover for your 1976 MGB GT, registration number NPW\n611P, renews on 2 April 2027.')).toBe('NPW611P');
  });

  test('near miss: a word in capitals after the label and a count on the next line are no plate', () => {
    expect(plate('Registration NOT\n12 months from now.')).toBeUndefined();
  });
});

describe("a plate under a table's 'Registration' heading", () => {
  test('an age-related plate in the cell under the heading', () => {
    expect(plate('Vehicle                Registration       Agreed value\nJaguar E-Type          KDU 221E           £95,000')).toBe('KDU221E');
  });

  test("near miss: the model's code under the heading is no plate", () => {
    expect(plate('Vehicle                Registration\nPorsche 911            GT3 RS')).toBeUndefined();
  });
});

describe("a plate just before the car's description in a sentence", () => {
  test("'for YT68 KSR, a 2018 Kia Ceed' and a personalised plate in the prefix era's shape", () => {
    expect(plate('Your car insurance for YT68 KSR, a 2018 Kia Ceed 1.4, renews on 9 March 2027.')).toBe('YT68KSR');
    expect(plate('Your policy for R7 DAN, a 2021 Audi A3 Sportback, renews soon.')).toBe('R7DAN');
  });

  test("a letter O that OCR read as a zero in the plate's first letters", () => {
    expect(plate('Your car insurance for W0 19 BNK, a 2019 Ford Puma, renews soon.')).toBeUndefined();
    expect(plate('Your car insurance for 0W19 BNK, a 2019 Ford Puma, renews soon.')).toBe('OW19BNK');
    // A prefix plate's number never starts with a zero: 'E020' is a current plate's 'EO20'.
    expect(plate('Your car insurance for E020 FJK, a 2020 Volvo XC40, renews soon.')).toBe('EO20FJK');
  });

  test("near miss: a count before 'a 2019 …' is no plate", () => {
    expect(plate('We insure 4 cars for you, a 2019 Ford Puma among them.')).toBeUndefined();
  });
});

describe("a brand named inside another brand's longer name", () => {
  test("a letter headed 'M&S Car Insurance' is read as it names itself, beside 'trading as M&S Bank' in the small print", () => {
    const letter = ['M&S Car Insurance', 'Your renewal', 'Dear Mr Lowe,', 'Earn M&S points when you renew.', 'M&S Car Insurance is arranged by Marks and Spencer Financial Services plc, trading as M&S Bank.'].join('\n');
    expect(findInsurerBrand(letter)?.value).toBe('M&S Car Insurance');
  });

  test("near miss: a letter headed 'M&S Bank' naming its 'M&S Bank Car Insurance' stays M&S Bank", () => {
    const letter = ['M&S Bank', 'Car Insurance', 'Dear Mr Lowe,', 'Your M&S Bank Car Insurance renews on 4 May 2027.'].join('\n');
    expect(findInsurerBrand(letter)?.value).toBe('M&S Bank');
  });
});

describe('a broker heading its own letter', () => {
  test('is the insurer the driver knows, not the underwriter it recommends renewing with', () => {
    const letter = ['Howden Insurance Brokers Limited', 'Howden', 'Dear Ms Reid,', 'We recommend renewing with Acme Underwriting Ltd from 3 May 2027.', 'Howden does not charge a renewal fee.'].join('\n');
    expect(findInsurerBrand(letter)?.value).toBe('Howden');
  });

  test('near miss: the broker named once in passing by another brand\'s letter', () => {
    const letter = ['Aviva', 'Your car insurance renewal', 'Dear Ms Reid,', 'If you came to us through Howden, call them instead.', 'Thank you for choosing Aviva.'].join('\n');
    expect(findInsurerBrand(letter)?.value).toBe('Aviva');
  });
});

describe("a scan's plate with a letter where its age digits are", () => {
  test('beside its label, read with the digit and asking for a tick', () => {
    const found = findRegistration('Registration        WRG8 KTP\nCover               Comprehensive');
    expect([found?.value, found?.flag]).toEqual(['WR68KTP', 'check']);
  });

  test('near miss: with no label, letters in that place make no plate', () => {
    expect(plate('Call into our BAGS HOP on the high street.')).toBeUndefined();
  });
});

describe('a policy number label alone on its line, its value set apart by the letter\'s other column', () => {
  const letter = (value: string) =>
    ['Mr K Doyle', '3 Mill Row', 'Your policy number', '', '                     Acme Brokers', '                      4 Quay Street, Leeds LS1 4AP', value, 'Call us   0113 496 0000'].join('\n');

  test('the first line below holding only a policy number, asking for a tick', () => {
    const found = findPolicyNumber(letter('BRK 55017734 / 02'));
    expect([found?.value, found?.confidence]).toEqual(['BRK 55017734 / 02', 'low']);
  });

  test('near miss: a phone number or a postcode alone below is no policy number', () => {
    expect(policy(letter('0113 496 0001'))).toBeUndefined();
  });
});
