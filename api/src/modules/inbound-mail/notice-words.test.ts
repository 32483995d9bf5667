// The words the reader gets from a forwarded email (notice-text.ts, noticeWordsOf): marks no one sees are taken out of
// a word, and who first sent the email is given as a printed email shows it.
import { parseRenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { htmlText, messageWords } from './notice-text';
import { noticeWordsOf, readForwardedMail } from '.';

const CRLF = '\r\n';

describe('marks no one sees', () => {
  test('a soft hyphen or a zero-width space inside a word leaves the word whole, in HTML and in plain text', () => {
    expect(htmlText('<p>Policy num&shy;ber: AB 1234</p><p>Renewal pre&#8203;mium: &pound;702<sup>.55</sup></p>')).toBe('Policy number: AB 1234\n\nRenewal premium: £702.55');
    expect(messageWords({ text: 'Com\u00adpulsory excess: £300\nVolun\u200btary excess: £150' })).toBe('Compulsory excess: £300\nVoluntary excess: £150');
  });

  test("near miss: a space, a no-break space and a preheader's padding stay spaces between words", () => {
    expect(htmlText('<p>Total&nbsp;excess £450</p>')).toBe('Total\u00a0excess £450');
    expect(htmlText('<p>Your price is ready&zwnj;&nbsp;&zwnj;&nbsp;</p><p>Renewal premium £527.84</p>')).toBe('Your price is ready\u00a0\u00a0\n\nRenewal premium £527.84');
  });
});

describe('who first sent the email', () => {
  const email = (from: string) =>
    Buffer.from(
      [
        `From: ${from}`,
        'To: sam@example.com',
        'Subject: Your renewal',
        'Date: Sat, 21 Nov 2026 09:00:00 +0000',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Your car insurance renews on 22 January 2027.',
        'Renewal premium £527.84. Last year you paid £468.31.',
        'Zephyr Motor Services Limited is authorised and regulated by the Financial Conduct Authority.',
      ].join(CRLF),
    );

  test("the sender's line follows the email's words, and names the brand a marketing email gives only there", async () => {
    const words = await noticeWordsOf(await readForwardedMail(email('Zephyr Motor <renewals@email.zephyrmotor.com>')));
    expect(words.text.split('\n').pop()).toBe('From: Zephyr Motor <renewals@email.zephyrmotor.com>');
    expect(parseRenewalNotice(words.text, { today: '2026-11-29' }).insurer?.value).toBe('Zephyr Motor');
  });

  test('near miss: an address with no name adds no line, and a person is no brand', async () => {
    expect((await noticeWordsOf(await readForwardedMail(email('renewals@zephyrmotor.com')))).text).not.toMatch(/^From:/m);
    const person = await noticeWordsOf(await readForwardedMail(email('Sam Fielding <sam@zephyrmotor.com>')));
    expect(parseRenewalNotice(person.text, { today: '2026-11-29' }).insurer?.value).not.toBe('Sam Fielding');
  });
});
