// What a scanned letter's OCR does to a plate (found trying the fresh-notice checks' new scanned letters, issue 47):
// the letter O of a plate's area code read as the digit 0, in a few lines of our own, with near misses.
import { readShortNotice as read } from './test-support/short-notice';

describe("a plate's letter O read as the digit 0", () => {
  test("beside its label, '0Y19 KRV' is the plate OY19KRV", () => {
    expect(read('Vehicle registration: 0Y19 KRV').registrationNumber?.value).toBe('OY19KRV');
  });

  test("a 0 among the last three letters too: 'Registration  AB19 K0V' is AB19KOV", () => {
    expect(read('Registration  AB19 K0V').registrationNumber?.value).toBe('AB19KOV');
  });

  test("the age digits keep their 0: 'Registration: OV10 ABC' stays OV10ABC", () => {
    expect(read('Registration: OV10 ABC').registrationNumber?.value).toBe('OV10ABC');
  });

  test("near miss: a postcode with no label ('Leeds LS19 0AB') is no plate", () => {
    expect(read('Our address: 1 Park Row, Leeds LS19 0AB').registrationNumber).toBeUndefined();
  });
});
