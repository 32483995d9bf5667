// Set 49's photographed black-box app screen (Marmalade) and app screen (Prima): the brand only as the app header's
// wordmark in small letters, under the phone's status bar; the policy line's dot read by OCR as a spaced hyphen ('Policy
// MML-BB-0419927 - renews 14 March 2027'). In our own wording, with near misses. '?' marks a tick asked.
import { reasonToCheck } from './certainty';
import { parseRenewalNotice } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(text, { today: '2026-11-29' });

const shown = (lines: string[]) => {
  const n = read(lines.join('\n'));
  return [n.insurer, n.policyNumber].map((f) => f && `${f.value}${reasonToCheck(f) ? '?' : ''}`);
};
const SCREEN = (bar: string, header: string) => [bar, header, 'Hi Sam, your car insurance renewal is ready', 'Policy QZT-BB-7730412 - renews 2 May 2027', 'Your renewal price', '£844.20'];

describe("an app screen's header wordmark", () => {
  test('a listed brand in small letters is read as that brand; an unlisted one as printed; both asking for a tick', () => {
    expect(shown(SCREEN('09:14                                               4G 78%', ' marmalade                                             Menu ☰'))).toEqual(['Marmalade?', 'QZT-BB-7730412?']);
    expect(shown(SCREEN('10:27                                          5G 64%', '‹ Back                  quokka                        ?'))[0]).toBe('quokka?');
  });

  test('near miss: the same header with no status bar over it is no app screen, and names no insurer', () => {
    expect(shown(SCREEN('Your account', ' marmalade                                             Menu ☰'))[0]).toBeUndefined();
  });

  test("near miss: a spaced hyphen before a capitalised word does not end the number's groups", () => {
    expect(shown(['Car insurance renewal date 2 May 2027', 'Policy AB 1234 - 5678 Renewal'])[1]).not.toBe('AB 1234?');
  });
});
