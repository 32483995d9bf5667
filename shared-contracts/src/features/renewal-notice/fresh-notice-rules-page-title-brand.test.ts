// Set 45's portal page saved as PDF (Stubben Edge): the site named only by the browser's printed title and a wordmark in
// lower case. In our own wording, with near misses. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { parseRenewalNotice } from '../renewal-notice';

const insurer = (title: string, wordmark: string) => {
  const found = parseRenewalNotice(
    [
      `12/05/2027, 08:02                                        ${title}`,
      `  ${wordmark}                                  Policies · Claims · Sign out`,
      'Your car policy renews on 9 June 2027',
      '  £802.40                       Your renewal price',
      'https://my.kestrellane.example/renewal                                         1/1',
    ].join('\n'),
    { today: '2026-11-29' },
  ).insurer;
  return found && `${found.value}${reasonToCheck(found) ? '?' : ''}`;
};

describe("a printed web page's title naming the site", () => {
  test('the part of the title the page writes again as its wordmark is the firm, as the title spells it, flagged', () => {
    expect(insurer('Renewal – My Account | Kestrel Lane', 'kestrel lane')).toBe('Kestrel Lane?');
  });

  test('written again only in the web address, run together', () => {
    expect(insurer('Kestrel Lane - Your renewal', 'Welcome back, Sam')).toBe('Kestrel Lane?');
  });

  test('near miss: a title naming only the page gives no firm', () => {
    expect(insurer('My Account – Renewal', 'kestrel lane')).toBeUndefined();
  });

  test('near miss: a part the page writes nowhere else gives no firm', () => {
    expect(insurer('Renewal | Harrow Mead', 'Welcome back, Sam')).toBeUndefined();
  });
});
