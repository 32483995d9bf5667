// Issue 49: the user's forwarding address (GET/POST/PUT /api/forwarding-address) and the receiver behind it: mail sent
// over SMTP on loopback to the address is read and waits in the bell; mail to an unknown, replaced or turned-off
// address is refused at RCPT (nothing kept, nothing bounced); a message over the limit is refused.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { Types } from 'mongoose';
import { FORWARDING_MESSAGES, FORWARDING_TOKEN_PATTERN } from '@renewly/shared-contracts/features/forwarding-address';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { NotificationModel } from '../notifications/notifications.model';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { resetByLink } from '../../../test/reset-fixtures';
import { PASSWORD_CHANGED_SUBJECT } from '../sign-in/auth.service';
import { ForwardingAddressModel, InboundReadingModel, receiveForwardedMail, startInboundSmtpServer, userForRecipient, type InboundSmtpServer } from '.';

const DOMAIN = 'in.renewly.test';
const MAX_BYTES = 64 * 1024;
const LIMITS = { perAddressPerDay: 12, perSenderPerHour: 1000 };
let t: TestApp;
let smtp: InboundSmtpServer;
let owner: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp({ config: { inboundDomain: DOMAIN } });
  smtp = await startInboundSmtpServer({ domain: DOMAIN, maxMessageBytes: MAX_BYTES, limits: LIMITS, userForRecipient, receive: (userId, raw) => receiveForwardedMail(userId, raw), logger: t.logger }, 0);
  owner = await signUpAndLogIn(t.app);
});
afterAll(async () => {
  await smtp?.close();
  await t.close();
});

const send = (to: string, raw: Buffer | string, from = 'jo.bloggs@gmail.com') =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true })
    .sendMail({ envelope: { from, to: [to] }, raw });
const directLineNotice = readFileSync(path.join(__dirname, 'test-fixtures', 'outlook-forward-as-attachment-html-notice.eml'));
const readingsOf = (userId: string) => InboundReadingModel.find({ userId: new Types.ObjectId(userId) }).lean();

test('an address is made on request, shown again, and takes mail: the reading waits for review and the bell says what was read', async () => {
  expect((await owner.get('/api/forwarding-address')).body).toEqual({ configured: true, enabled: false, address: null, createdAt: null, emailWhenRead: true });
  const made = await owner.post('/api/forwarding-address');
  expect(made.status).toBe(201);
  const address = made.body.address as string;
  const token = /^renewals\+([a-z2-7]+)@in\.renewly\.test$/.exec(address)?.[1];
  expect(token).toMatch(FORWARDING_TOKEN_PATTERN);
  expect((await owner.get('/api/forwarding-address')).body).toMatchObject({ configured: true, enabled: true, address });

  await send(address.toUpperCase().replace('@IN.RENEWLY.TEST', '@in.renewly.test'), directLineNotice);
  const [reading] = await waitFor(async () => {
    const found = await readingsOf(owner.user.id);
    return found.length > 0 && found;
  }, { what: 'the reading' });
  expect(reading!.status).toBe('unread');
  expect(reading!.sender).toEqual({ name: 'Direct Line', address: 'renewals@directline.com', domain: 'directline.com' });
  expect((reading!.notice as { renewalPremium?: { value: string } }).renewalPremium?.value).toBe('698.75');
  expect(reading!.expiresAt.getTime() - reading!.receivedAt.getTime()).toBeGreaterThanOrEqual(29 * 24 * 3600 * 1000);
  const bell = await NotificationModel.find({ userId: new Types.ObjectId(owner.user.id) }).lean();
  expect(bell.map((n) => n.message)).toContain('We read your renewal notice from Direct Line for CD34 EFG: check it');
});

test('an email whose figures are in its PDF (not read yet): the reading keeps the document, and the bell says only that it came', async () => {
  const address = (await owner.get('/api/forwarding-address')).body.address as string;
  const gmail = readFileSync(path.join(__dirname, 'test-fixtures', 'gmail-inline-forward.eml'));
  await send(address, gmail);
  const reading = await waitFor(() => InboundReadingModel.findOne({ userId: new Types.ObjectId(owner.user.id), 'sender.domain': 'aviva.co.uk' }).lean(), { what: 'the reading' });
  expect(reading.documents).toEqual([{ filename: 'Renewal_Notice_AB12CDE.pdf', contentType: 'application/pdf', size: expect.any(Number) }]);
  const bell = await NotificationModel.find({ userId: new Types.ObjectId(owner.user.id) }).lean();
  expect(bell.map((n) => n.message)).toContain('We received your renewal email from Aviva: check it');
});

test('mail to an unknown token, to a replaced address and to a turned-off one is refused at RCPT, and nothing is kept', async () => {
  const before = (await owner.get('/api/forwarding-address')).body.address as string;
  const replaced = (await owner.post('/api/forwarding-address')).body.address as string;
  expect(replaced).not.toBe(before);
  const count = (await readingsOf(owner.user.id)).length;
  await expect(send(before, directLineNotice)).rejects.toMatchObject({ responseCode: 550 });
  await expect(send(`renewals+${'a'.repeat(26)}@${DOMAIN}`, directLineNotice)).rejects.toMatchObject({ responseCode: 550 });
  await expect(send(replaced.replace(DOMAIN, 'elsewhere.test'), directLineNotice)).rejects.toMatchObject({ responseCode: 550 });

  const off = await owner.put('/api/forwarding-address').send({ enabled: false });
  expect(off.body).toMatchObject({ enabled: false, address: replaced });
  await expect(send(replaced, directLineNotice)).rejects.toMatchObject({ responseCode: 550 });
  expect((await readingsOf(owner.user.id)).length).toBe(count);

  // On again: the same address takes mail.
  expect((await owner.put('/api/forwarding-address').send({ enabled: true })).body).toMatchObject({ enabled: true, address: replaced });
  await send(replaced, directLineNotice);
  await waitFor(async () => (await readingsOf(owner.user.id)).length === count + 1, { what: 'the second reading' });
});

test('a message over the size limit is refused and not kept', async () => {
  const address = (await owner.get('/api/forwarding-address')).body.address as string;
  const count = (await readingsOf(owner.user.id)).length;
  const big = `From: Aviva <r@aviva.co.uk>\r\nSubject: Big\r\n\r\n${'x'.repeat(76).concat('\r\n').repeat(Math.ceil((MAX_BYTES * 1.5) / 78))}`;
  await expect(send(address, big)).rejects.toMatchObject({ responseCode: 552 });
  expect((await readingsOf(owner.user.id)).length).toBe(count);
});

test("another user's address puts the reading in that user's account only; bad input to the API is a 400", async () => {
  const other = await signUpAndLogIn(t.app);
  const otherAddress = (await other.post('/api/forwarding-address')).body.address as string;
  const mine = (await readingsOf(owner.user.id)).length;
  await send(otherAddress, directLineNotice);
  await waitFor(async () => (await readingsOf(other.user.id)).length === 1, { what: "the other user's reading" });
  expect((await readingsOf(owner.user.id)).length).toBe(mine);

  for (const body of [{}, { enabled: 'yes' }, { enabled: true, extra: 1 }]) {
    const res = await other.put('/api/forwarding-address').send(body);
    expect([res.status, typeof res.body.message]).toEqual([400, 'string']);
  }
  const nobody = await signUpAndLogIn(t.app);
  expect((await nobody.put('/api/forwarding-address').send({ enabled: true })).body).toEqual({ message: FORWARDING_MESSAGES.noAddressYet });
  expect((await request(t.app).get('/api/forwarding-address').set('Origin', TEST_ORIGIN)).status).toBe(401);
});

test('one address takes at most its messages a day (452, try later), counted for that address only', async () => {
  const busy = await signUpAndLogIn(t.app);
  const address = (await busy.post('/api/forwarding-address')).body.address as string;
  for (let i = 0; i < LIMITS.perAddressPerDay; i++) await send(address, `From: Aviva <r@aviva.co.uk>\r\nSubject: ${i}\r\n\r\nHello ${i}\r\n`);
  await expect(send(address, 'From: Aviva <r@aviva.co.uk>\r\nSubject: one more\r\n\r\nHello\r\n')).rejects.toMatchObject({ responseCode: 452 });
  expect((await readingsOf(busy.user.id)).length).toBe(LIMITS.perAddressPerDay);
  const other = (await owner.get('/api/forwarding-address')).body.address as string;
  await send(other, 'From: Aviva <r@aviva.co.uk>\r\nSubject: still fine\r\n\r\nHello\r\n');
});

test('a password reset replaces the address: the old one is refused at RCPT, the new one takes mail, and the notice says so', async () => {
  const erin = await signUpAndLogIn(t.app);
  const old = (await erin.post('/api/forwarding-address')).body.address as string;
  expect((await resetByLink(t.app, erin.user.id, 'a fresh reset passphrase')).status).toBe(200);
  await expect(send(old, directLineNotice)).rejects.toMatchObject({ responseCode: 550 });
  expect(await readingsOf(erin.user.id)).toHaveLength(0);
  const notice = await OutboxModel.findOne({ to: erin.user.email, subject: PASSWORD_CHANGED_SUBJECT }).lean();
  expect(notice?.text).toContain('Your address for forwarding renewal emails has changed, so the old one no longer takes mail.');

  const stored = await ForwardingAddressModel.find({ userId: new Types.ObjectId(erin.user.id) }).lean();
  expect(stored).toHaveLength(1);
  const renewed = `renewals+${stored[0]!._id}@${DOMAIN}`;
  expect(renewed).not.toBe(old);
  await send(renewed, directLineNotice);
  await waitFor(async () => (await readingsOf(erin.user.id)).length === 1, { what: 'the reading at the new address' });
  // Without an address, none is made and the notice says nothing of one.
  const fay = await signUpAndLogIn(t.app);
  expect((await resetByLink(t.app, fay.user.id, 'a fresh reset passphrase')).status).toBe(200);
  expect(await ForwardingAddressModel.countDocuments({ userId: new Types.ObjectId(fay.user.id) })).toBe(0);
  expect((await OutboxModel.findOne({ to: fay.user.email, subject: PASSWORD_CHANGED_SUBJECT }).lean())?.text).not.toMatch(/forwarding/i);
});
