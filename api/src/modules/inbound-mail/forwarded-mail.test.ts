// Issue 49: a renewal email as a user forwards it from Gmail, Outlook and Apple Mail (inline, and as an attachment),
// read into who sent it, the notice's documents and the email's own words; then the renewal-notice reader reads an
// HTML-only notice from those words. Fixtures: raw messages in each program's forwarding format (test-fixtures/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { documentTypeOf, readForwardedMail } from '.';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'test-fixtures', `${name}.eml`));
const PDF_START = '%PDF-1.4';

test.each([
  ['gmail-inline-forward', 'Aviva', 'renewals@aviva.co.uk', 'aviva.co.uk', 'jo.bloggs@gmail.com', 'Renewal_Notice_AB12CDE.pdf'],
  ['outlook-inline-forward', 'Admiral Insurance', 'noreply@admiral.com', 'admiral.com', 'jo.bloggs@outlook.com', 'RenewalInvitation.pdf'],
  ['apple-mail-forward', 'LV= Car Insurance', 'renewals@lv.com', 'lv.com', 'jo.bloggs@icloud.com', 'LV_Renewal.pdf'],
])('%s: the insurer who first sent it, the user who forwarded it, and the PDF (not the logo)', async (name, sender, address, domain, forwarder, pdf) => {
  const mail = await readForwardedMail(fixture(name));
  expect(mail.originalSender).toEqual({ name: sender, address, domain });
  expect(mail.forwardedBy?.address).toBe(forwarder);
  expect(mail.documents.map((d) => [d.filename, d.contentType])).toEqual([[pdf, 'application/pdf']]);
  expect(mail.documents[0]!.content.subarray(0, PDF_START.length).toString()).toBe(PDF_START);
  // The forwarded block's "Date:"/"Sent:" is when the insurer wrote: never left in the words the reader reads.
  expect(mail.text).not.toMatch(/^(From|Sent|Date|To|Subject):/m);
  expect(mail.text).not.toContain('2 November 2026');
  expect(mail.text).not.toContain('02 November 2026');
});

test('forwarded as an attachment (Outlook\'s "Forward as attachment"): the attached message is the notice, its sender the insurer', async () => {
  const mail = await readForwardedMail(fixture('outlook-forward-as-attachment-html-notice'));
  expect(mail.originalSender).toEqual({ name: 'Direct Line', address: 'renewals@directline.com', domain: 'directline.com' });
  expect(mail.forwardedBy?.address).toBe('jo.bloggs@outlook.com');
  expect(mail.subject).toBe('Your Direct Line car insurance renewal');
  expect(mail.documents).toEqual([]);
  // The outer note ("FYI - see attached.") is not the notice.
  expect(mail.text).not.toContain('FYI');
});

test("an HTML-only notice: its table's rows keep label and value on one line, and the reader reads the figures from them", async () => {
  const mail = await readForwardedMail(fixture('outlook-forward-as-attachment-html-notice'));
  expect(mail.text).toMatch(/^Your renewal premium {2,}£698\.75$/m);
  // No remote image or link is fetched or kept: only words.
  expect(mail.text).not.toMatch(/https?:/);
  const notice = parseRenewalNotice(mail.text, { today: '2026-11-03' });
  expect(notice.renewalPremium?.value).toBe('698.75');
  expect(notice.previousPremium?.value).toBe('612.40');
  expect(notice.renewalDate?.value).toBe('2026-12-15');
  expect(notice.registrationNumber?.value).toBe('CD34EFG');
  expect(notice.policyNumber?.value).toBe('DL-7731-0042');
  expect(notice.insurer?.value).toBe('Direct Line');
  expect(notice.coverage?.value).toBe('Comprehensive');
});

test('documents are known by their first bytes, whatever the mail program called them', () => {
  expect(documentTypeOf(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  expect(documentTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
  expect(documentTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
  expect(documentTypeOf(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(8)]))).toBe('image/heic');
  expect(documentTypeOf(Buffer.from('PK\u0003\u0004 a zip'))).toBeUndefined();
  expect(documentTypeOf(Buffer.from('<html>'))).toBeUndefined();
});

test('a message with nothing forwarded: the sender is who sent it, and a forward nested deeper than three is not followed', async () => {
  const plain = await readForwardedMail('From: Hastings Direct <renewals@hastingsdirect.com>\r\nSubject: Renewal\r\n\r\nYour premium is £500.00\r\n');
  expect(plain.originalSender?.domain).toBe('hastingsdirect.com');
  expect(plain.text).toBe('Your premium is £500.00');
  let raw = 'From: Deep <deep@insurer.example>\r\nSubject: Deepest\r\n\r\nThe bottom.\r\n';
  for (let i = 0; i < 5; i++) {
    raw = `From: Level ${i} <l${i}@example.com>\r\nSubject: Level ${i}\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\nContent-Type: message/rfc822\r\n\r\n${raw}\r\n--b${i}--\r\n`;
  }
  const nested = await readForwardedMail(raw);
  expect(nested.originalSender?.address).toBe('l1@example.com');
});
