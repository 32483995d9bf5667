// Issue 49: who sent a forwarded renewal email, checked with mailauth (DKIM, SPF, DMARC) against a DNS answered from a
// table here (each test's keys and records), and worded by senderLine as the review shows it. Messages are built and
// DKIM-signed here: sent straight, forwarded as an attachment (Gmail and Outlook's "forward as attachment"), forwarded
// in the body (the fixtures of real clients), changed after signing, signed by a mailing service only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DNSResolver } from 'mailauth';
import { senderLine } from '@renewly/shared-contracts/features/inbound-readings';
import { readForwardedMail } from './forwarded-mail';
import { checkSender } from './sender-authentication';
import { aviva as notice, forwardedAsAttachment, insurerDns, signed } from './test-fixtures/signed-notice';

const INSURER_IP = '192.0.2.10';
const resolver = insurerDns(INSURER_IP);

const check = async (raw: Buffer, options: Parameters<typeof checkSender>[2] = { resolver }) => checkSender(await readForwardedMail(raw), raw, options);

test("sent straight from the insurer's server: signed by aviva.co.uk, SPF and DMARC pass", async () => {
  const raw = await signed(await notice());
  const auth = await check(raw, { resolver, envelope: { ip: INSURER_IP, helo: 'mx.aviva.co.uk', mailFrom: 'renewals@aviva.co.uk' } });
  expect(auth).toEqual({ how: 'direct', signedBy: ['aviva.co.uk'], alignedSigner: 'aviva.co.uk', dmarc: 'pass' });
  expect(senderLine('aviva.co.uk', auth)).toEqual({ text: 'From aviva.co.uk, signed by aviva.co.uk', verified: true });
});

test('claiming to be aviva.co.uk from another server, unsigned: DMARC fails and the review says it may not be from them', async () => {
  const raw = await notice();
  const auth = await check(raw, { resolver, envelope: { ip: '203.0.113.66', helo: 'mail.example.net', mailFrom: 'renewals@aviva.co.uk' } });
  expect(auth).toMatchObject({ how: 'direct', signedBy: [], dmarc: 'fail' });
  expect(senderLine('aviva.co.uk', auth)).toEqual({ text: "From aviva.co.uk: it failed aviva.co.uk's own check (DMARC), so it may not be from aviva.co.uk", verified: false });
});

test("forwarded as an attachment: the insurer's signature travels with it and is checked on the attached message", async () => {
  const auth = await check(await forwardedAsAttachment(await signed(await notice())));
  expect(auth).toEqual({ how: 'attached', signedBy: ['aviva.co.uk'], alignedSigner: 'aviva.co.uk' });
  expect(senderLine('aviva.co.uk', auth).text).toBe('From aviva.co.uk, signed by aviva.co.uk');
});

test('changed after it was signed (the premium rewritten): the signature no longer matches, and the review says so', async () => {
  const original = (await signed(await notice())).toString('latin1').replace('=C2=A3600.00', '=C2=A3060.00');
  expect(original).toContain('060.00');
  const auth = await check(await forwardedAsAttachment(Buffer.from(original, 'latin1')));
  expect(auth).toEqual({ how: 'attached', signedBy: [], brokenSignature: true });
  expect(senderLine('aviva.co.uk', auth)).toEqual({ text: 'From aviva.co.uk: its signature does not match, so it was changed after it was signed', verified: false });
});

test("signed only by a mailing service, not by the insurer: named, and not taken as the insurer's signature", async () => {
  const auth = await check(await forwardedAsAttachment(await signed(await notice(), 'sendgrid.net')));
  expect(auth).toEqual({ how: 'attached', signedBy: ['sendgrid.net'] });
  expect(senderLine('aviva.co.uk', auth)).toEqual({ text: 'From aviva.co.uk, signed by sendgrid.net, not by aviva.co.uk', verified: false });
});

test.each(['gmail-inline-forward', 'outlook-inline-forward', 'apple-mail-forward'])("%s: forwarded in the body, nothing of the insurer's is left to check, and the review says how to have it checked", async (name) => {
  const auth = await check(readFileSync(path.join(__dirname, 'test-fixtures', `${name}.eml`)));
  expect(auth).toEqual({ how: 'inline', signedBy: [] });
  expect(senderLine('aviva.co.uk', auth).text).toMatch(/^From aviva\.co\.uk: not checked \(forwarded in the email's body.*forward it as an attachment/);
});

test('the HTTPS way in (no SMTP connection): the DKIM signature is still checked, SPF and DMARC are not claimed', async () => {
  const auth = await check(await signed(await notice()), { resolver });
  expect(auth).toEqual({ how: 'direct', signedBy: ['aviva.co.uk'], alignedSigner: 'aviva.co.uk' });
});

test('the DNS fails or never answers: the sender is "unchecked", never passed or failed, and the check gives up in time', async () => {
  const raw = await forwardedAsAttachment(await signed(await notice()));
  const failing: DNSResolver = async () => {
    throw Object.assign(new Error('server failure'), { code: 'ESERVFAIL' });
  };
  expect(await check(raw, { resolver: failing })).toEqual({ how: 'attached', signedBy: [], unchecked: true });
  const started = Date.now();
  const silent: DNSResolver = () => new Promise(() => undefined);
  expect(await check(raw, { resolver: silent, timeoutMs: 300 })).toEqual({ how: 'attached', signedBy: [], unchecked: true });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(senderLine('aviva.co.uk', { how: 'attached', signedBy: [], unchecked: true })).toEqual({ text: 'From aviva.co.uk: its signature could not be checked just now', verified: false });
});
