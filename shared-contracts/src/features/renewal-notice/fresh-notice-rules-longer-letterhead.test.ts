// Set 43's photographed broker letter (Darwin Clayton): its letterhead begins with a listed brand's name ('Darwin')
// and goes on with another name; the letter never writes 'Darwin' alone.
import { parseRenewalNotice } from '../renewal-notice';

const letter = (line: string) =>
  parseRenewalNotice(
    [
      'Darwin Fenwick                                                      Colchester, Essex',
      ' Insurance brokers                                                  01206 496 0111',
      'Mr Adam Hale                                                        1 March 2027',
      'Your cost of cover for 2027/28',
      `Your motor policy renews on 11 April 2027. ${line}`,
      'Darwin Fenwick (UK) Limited is authorised and regulated by the Financial Conduct Authority.',
    ].join('\n'),
    { today: '2026-11-29' },
  ).insurer?.value;

describe("a letterhead whose name begins with a listed brand's and goes on", () => {
  test('is the sender, not the listed brand', () => {
    expect(letter('We will renew it with Aviva Insurance Limited.')).toBe('Darwin Fenwick');
  });

  test("near miss: the letter writes the listed brand alone too ('your Darwin policy'), and the listed brand stays", () => {
    expect(letter('We will renew your Darwin policy with Aviva Insurance Limited.')).toBe('Darwin');
  });
});

// Set 45's scanned Smith Bell & Thompson letter: the listed brand's name ('Bell') inside the letterhead's, after another
// name and before an '&' and a third.
const partners = (line: string) =>
  parseRenewalNotice(
    [
      'Harker Bell & Moss',
      'Insurance Brokers - Hexham, Northumberland',
      'Mr Adam Hale                                                        1 March 2027',
      `Your car insurance renews on 11 April 2027. ${line}`,
      'Harker Bell & Moss Ltd is authorised and regulated by the Financial Conduct Authority.',
    ].join('\n'),
    { today: '2026-11-29' },
  ).insurer?.value;

describe("a letterhead holding a listed brand's name between others", () => {
  test('is the sender, not the listed brand', () => {
    expect(partners('Your insurer, Aviva, has invited renewal.')).toBe('Harker Bell & Moss');
  });

  test("near miss: the letter writes the listed brand alone too ('your Bell policy'), and the listed brand stays", () => {
    expect(partners('We will renew your Bell policy.')).toBe('Bell');
  });
});
