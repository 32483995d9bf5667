// Issue 49: "The user is told in the bell, and by email if they choose". The choice (PUT
// /api/forwarding-address/email-when-read, on unless turned off, kept through a new address) and the email itself:
// mail forwarded over SMTP on loopback is read, and one email with the bell's sentence and the review's link reaches a
// loopback SMTP server, never the notice's figures; none when the choice is off or the address unverified; an
// outgoing SMTP server that is down leaves the reading and the bell notification as they were (logged).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { Types } from 'mongoose';
import { FORWARDING_MESSAGES, FORWARDING_TEXTS } from '@renewly/shared-contracts/features/forwarding-address';
import { inboundReadingLink } from '@renewly/shared-contracts/features/inbound-readings';
import { createSmtpMailer } from '../../channels/email/smtp-mailer';
import { createTestApp, markContactsVerified, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/delivery-fixtures';
import { freePort } from '../../../test/ferretdb-process';
import { NotificationModel } from '../notifications/notifications.model';
import type { Mailer } from '../../core/ports/mailer';
import {
  createForwardedMailReceiver,
  emailAboutReading,
  InboundReadingModel,
  receiveForwardedMail,
  startInboundSmtpServer,
  userForRecipient,
  type InboundSmtpServer,
} from '.';

const DOMAIN = 'in.renewly.test';
const SENTENCE = 'We read your renewal notice from Direct Line for CD34 EFG: check it';
const directLineNotice = readFileSync(path.join(__dirname, 'test-fixtures', 'outlook-forward-as-attachment-html-notice.eml'));

let t: TestApp;
let outgoing: TestSmtpServer;
let mailer: Mailer;
let inbound: InboundSmtpServer;

beforeAll(async () => {
  outgoing = await startTestSmtpServer();
  mailer = createSmtpMailer({ smtp: { host: '127.0.0.1', port: outgoing.port, secure: false }, from: 'Renewly <hello@renewly.test>', ignoreTLS: true });
  t = await createTestApp({ config: { inboundDomain: DOMAIN }, mailer });
  // The worker's receiver as runtime.ts wires it.
  inbound = await startInboundSmtpServer(
    { domain: DOMAIN, maxMessageBytes: 1024 * 1024, limits: { perAddressPerDay: 1000, perSenderPerHour: 1000 }, userForRecipient, receive: createForwardedMailReceiver({ config: t.config, mailer, logger: t.logger }), logger: t.logger },
    0,
  );
});
afterAll(async () => {
  await inbound?.close();
  mailer?.close?.();
  await outgoing?.close();
  await t?.close();
});
beforeEach(() => {
  outgoing.inbox.length = 0;
});

const forward = (to: string, raw: Buffer | string) =>
  nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true }).sendMail({ envelope: { from: 'jo@gmail.com', to: [to] }, raw });

async function userWithAddress(verified = true): Promise<{ agent: SignedInAgent; address: string }> {
  const agent = await signUpAndLogIn(t.app);
  if (verified) await markContactsVerified(agent.user.id);
  const made = await agent.post('/api/forwarding-address');
  expect(made.status).toBe(201);
  return { agent, address: made.body.address as string };
}

const readingsOf = (userId: string) => InboundReadingModel.find({ userId: new Types.ObjectId(userId) }).lean();
const bellOf = async (userId: string) => (await NotificationModel.find({ userId: new Types.ObjectId(userId) }).lean()).map((n) => n.message);
// The emails about readings (sign-up's verification email goes through the same mailer).
const mailTo = (email: string) => outgoing.inbox.filter((m) => m.to.includes(email) && m.messageId?.startsWith('<inbound-reading.'));

test('on by default: a forwarded notice read gives one email with the bell sentence and the link to its review, never its figures', async () => {
  const { agent, address } = await userWithAddress();
  expect((await agent.get('/api/forwarding-address')).body).toMatchObject({ enabled: true, emailWhenRead: true });

  await forward(address, directLineNotice);
  const [mail] = await waitFor(() => mailTo(agent.user.email).length > 0 && mailTo(agent.user.email), { what: 'the email about the reading' });
  const [reading] = await readingsOf(agent.user.id);
  expect(await bellOf(agent.user.id)).toContain(SENTENCE);

  const parsed = await simpleParser(mail!.raw);
  expect(parsed.subject).toBe(SENTENCE);
  const text = parsed.text ?? '';
  expect(text).toContain(`${SENTENCE}\n${t.config.appOrigin}${inboundReadingLink(String(reading!._id))}`);
  expect(text).toContain(FORWARDING_TEXTS.emailWhenRead);
  // The notice's figures stay in Renewly: the premium read (698.75), any £ amount, the policy number.
  expect((reading!.notice as { renewalPremium?: { value: string } }).renewalPremium?.value).toBe('698.75');
  // (The link holds the reading's id, random hex that may itself hold '698': it is left out of what is searched, and
  // the raw message's soft line breaks joined first, so a figure broken over two lines is still found.)
  const id = String(reading!._id);
  expect(text.split(id).join('')).not.toMatch(/698|£/);
  expect(mail!.raw.replace(/=\r?\n/g, '').split(id).join('')).not.toMatch(/698|£|=C2=A3/);
  const policyNumber = (reading!.notice as { policyNumber?: { value: string } }).policyNumber?.value;
  if (policyNumber) expect(text).not.toContain(policyNumber);
  // One reading, one email.
  await new Promise((r) => setTimeout(r, 200));
  expect(mailTo(agent.user.email)).toHaveLength(1);
});

test('turned off: the reading and the bell, and no email; the choice stays off through a new address', async () => {
  const { agent } = await userWithAddress();
  const off = await agent.put('/api/forwarding-address/email-when-read').send({ emailWhenRead: false });
  expect(off.status).toBe(200);
  expect(off.body).toMatchObject({ enabled: true, emailWhenRead: false });
  const renewed = await agent.post('/api/forwarding-address');
  expect(renewed.body).toMatchObject({ enabled: true, emailWhenRead: false });

  await forward(renewed.body.address as string, directLineNotice);
  const [reading] = await waitFor(async () => {
    const found = await readingsOf(agent.user.id);
    return found.length > 0 && found;
  }, { what: 'the reading' });
  expect(await bellOf(agent.user.id)).toContain(SENTENCE);
  // Asked again after the receiver has been: the same answer, and nothing was sent.
  expect(await emailAboutReading({ config: t.config, mailer, logger: t.logger }, agent.user.id, reading!)).toBe('off');
  await new Promise((r) => setTimeout(r, 200));
  expect(mailTo(agent.user.email)).toHaveLength(0);

  // On again: the next one is emailed.
  expect((await agent.put('/api/forwarding-address/email-when-read').send({ emailWhenRead: true })).body.emailWhenRead).toBe(true);
  expect(await emailAboutReading({ config: t.config, mailer, logger: t.logger }, agent.user.id, reading!)).toBe('sent');
  expect(mailTo(agent.user.email)).toHaveLength(1);
});

test('an address nobody has verified gets no email, whatever the choice; the bell still says it', async () => {
  const { agent, address } = await userWithAddress(false);
  expect((await agent.get('/api/forwarding-address')).body.emailWhenRead).toBe(true);
  await forward(address, directLineNotice);
  const [reading] = await waitFor(async () => {
    const found = await readingsOf(agent.user.id);
    return found.length > 0 && found;
  }, { what: 'the reading' });
  expect(await bellOf(agent.user.id)).toContain(SENTENCE);
  expect(await emailAboutReading({ config: t.config, mailer, logger: t.logger }, agent.user.id, reading!)).toBe('unverified');
  await new Promise((r) => setTimeout(r, 200));
  expect(mailTo(agent.user.email)).toHaveLength(0);
});

test('the sender\'s own From name goes into the email only when it is a listed insurer', async () => {
  const { agent } = await userWithAddress();
  const raw = (from: string) => Buffer.from(`From: ${from}\r\nSubject: Your renewal\r\n\r\nPlease see the attached document.\r\n`);
  const phishing = await receiveForwardedMail(agent.user.id, raw('"Claim your refund at evil.example" <x@evil.example>'));
  const listed = await receiveForwardedMail(agent.user.id, raw('aviva <renewals@aviva.co.uk>'));
  const deps = { config: t.config, mailer, logger: t.logger };
  expect(await emailAboutReading(deps, agent.user.id, phishing)).toBe('sent');
  expect(await emailAboutReading(deps, agent.user.id, listed)).toBe('sent');
  const subjects = await Promise.all(mailTo(agent.user.email).map(async (m) => (await simpleParser(m.raw)).subject));
  expect(subjects).toEqual(['We received your renewal email: check it', 'We received your renewal email from Aviva: check it']);
  expect(mailTo(agent.user.email).map((m) => m.raw).join('\n')).not.toContain('evil.example');
});

test('an outgoing SMTP server that is down: the reading and the bell notification stay, and the failure is logged', async () => {
  const closedPort = await freePort();
  const broken = createSmtpMailer({ smtp: { host: '127.0.0.1', port: closedPort, secure: false }, from: 'Renewly <hello@renewly.test>', ignoreTLS: true });
  const warn = jest.spyOn(t.logger, 'warn');
  const receive = createForwardedMailReceiver({ config: t.config, mailer: broken, logger: t.logger });
  try {
    const { agent } = await userWithAddress();
    const reading = await receive(agent.user.id, directLineNotice);
    await waitFor(() => warn.mock.calls.some(([, msg]) => msg === 'inbound mail: the email about a reading was not sent'), { what: 'the logged failure' });
    const stored = await readingsOf(agent.user.id);
    expect(stored.map((r) => String(r._id))).toEqual([String(reading._id)]);
    expect(stored[0]!.status).toBe('unread');
    expect(await bellOf(agent.user.id)).toEqual([SENTENCE]);
    expect((await agent.get(`/api/inbound-readings/${String(reading._id)}`)).status).toBe(200);
    expect(await emailAboutReading({ config: t.config, mailer: broken, logger: t.logger }, agent.user.id, reading)).toBe('failed');
  } finally {
    warn.mockRestore();
    broken.close?.();
  }
});

test('PUT /api/forwarding-address/email-when-read: 400 with a message on bad input, 404 without an address, 401 signed out', async () => {
  const agent = await signUpAndLogIn(t.app);
  const say = 'Say whether to email you when a forwarded notice is read (true or false)';
  for (const [body, message] of [
    [{}, say],
    [{ emailWhenRead: 'yes' }, say],
    [{ emailWhenRead: null }, say],
    [{ emailWhenRead: true, enabled: true }, 'Unknown field: enabled'],
  ] as const) {
    const res = await agent.put('/api/forwarding-address/email-when-read').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  }
  const none = await agent.put('/api/forwarding-address/email-when-read').send({ emailWhenRead: false });
  expect(none.status).toBe(404);
  expect(none.body.message).toBe(FORWARDING_MESSAGES.noAddressYet);
  const signedOut = await request(t.app).put('/api/forwarding-address/email-when-read').set('Origin', TEST_ORIGIN).send({ emailWhenRead: false });
  expect(signedOut.status).toBe(401);
});
