// Set 44's scanned broker letter (Oval): the logo's mark read as a letter before the name ('O Oval' over 'Insurance
// Broking'); the small print writes 'Oval Insurance Broking Limited'.
import { parseRenewalNotice } from '../renewal-notice';

const letter = (first: string) =>
  parseRenewalNotice(
    [
      `${first}                                                      Client Team 01925 496 0111`,
      '         Insurance Broking',
      ' Dr Jo Brennan                                                 20 April 2027',
      ' Your car insurance is due for renewal on 1 June 2027. Renewal premium £703.58.',
      ' Quill Insurance Broking Limited is authorised and regulated by the Financial Conduct Authority.',
    ].join('\n'),
    { today: '2026-11-29' },
  ).insurer?.value;

describe("a logo's mark read as a capital letter before the letterhead's name", () => {
  test("'Q Quill' over 'Insurance Broking': the name the letter writes, without the mark", () => {
    expect(letter('Q Quill')).toBe('Quill Insurance Broking');
  });

  test("near miss: 'Q Quillon' is written nowhere else, so no letterhead is taken from it", () => {
    expect(letter('Q Quillon')).not.toBe('Quillon Insurance Broking');
  });
});
