// An email's sender as the brand, when nothing else on the notice names the insurer (mail-sender-brand.ts).
import { readShortNotice as read } from './test-support/short-notice';

const body = (from: string, smallPrint: string) =>
  [`From: ${from}`, 'Your policy renews on 22 January 2027.', 'Renewal premium £527.84', `${smallPrint} is authorised and regulated by the Financial Conduct Authority.`].join('\n');

describe("an email's sender names the firm when its address is at the firm's own domain", () => {
  test('a desk of the firm at its own domain: the firm, flagged', () => {
    const found = read(body('Crendon Motor Desk <motor@crendon.co.uk>', 'Crendon Insurance Brokers Limited'));
    expect(found.insurer?.value).toBe('Crendon');
    expect(found.insurer?.confidence).not.toBe('high');
  });

  test("the firm's mail from a subdomain of its own ('email.' before the firm's domain)", () => {
    const found = read(body('Zephyr Motor <renewals@email.zephyrmotor.com>', 'Zephyr Motor Services Limited'));
    expect(found.insurer?.value).toBe('Zephyr Motor');
  });

  test('near miss: a person at a mail service, or a firm at a domain not its own, is no brand', () => {
    expect(read(body('Sam Fielding <sam.fielding@email.example.com>', 'Zephyr Motor Services Limited')).insurer?.value).not.toBe('Sam Fielding');
    expect(read(body('Zephyr Motor <renewals@mailer.sendhub.net>', 'Zephyr Motor Services Limited')).insurer).toBeUndefined();
  });

  test("in a reply's quoted lines ('> From: ...'), the forwarded letter's sender is still read (set 41's Reich, our wording)", () => {
    const quoted = body('Crendon Motor Desk <motor@crendon.co.uk>', 'Crendon Insurance Brokers Limited').split('\n').map((line) => `> ${line}`).join('\n');
    expect(read(`Looks fine to me.\nOn 10/02/2027 19:42, Amir wrote:\n${quoted}`).insurer?.value).toBe('Crendon');
  });

  test('near miss: a quoted person writing from a mail service is no brand', () => {
    const quoted = body('Sam Fielding <sam.fielding@email.example.com>', 'Zephyr Motor Services Limited').split('\n').map((line) => `> ${line}`).join('\n');
    expect(read(`Looks fine to me.\n${quoted}`).insurer?.value).not.toBe('Sam Fielding');
  });
});
