import type { Express } from 'express';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { MESSAGES } from '@renewly/shared-contracts';
import { createApp } from '../../app';
import { createSmtpMailer } from '../../channels/email/smtp-mailer';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { createTwilioSmsSender } from '../../channels/sms/twilio-sms-sender';
import type { SmsSender } from '../../core/ports/sms-sender';
import type { Config } from '../../core/config/env';
import { INVALID_TO_FAILURE, startFakeTwilio, type FakeTwilio } from '../../../test/fake-twilio-server';
import { awayFromWindowEnd, createTestApp, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { MESSAGING_RATE_LIMIT_MESSAGE } from './messaging.routes';
import { VERIFY_EMAIL_SUBJECT } from '../verification/email-verification';
import {
  FIXED_TEXT_NOTE,
  RECIPIENT_RATE_LIMIT_MESSAGE,
  SMS_NOT_CONFIGURED,
  TEST_EMAIL_SUBJECT,
  TEST_EMAIL_TEXT,
  TEST_SMS_TEXT,
} from './messaging.service';
import { OWN_EMAIL_ONLY, OWN_MOBILE_ONLY, VERIFY_EMAIL_FIRST, VERIFY_MOBILE_FIRST } from './recipient-rule';

interface Received {
  to: string[];
  raw: string;
}

let fake: FakeTwilio;
let smtp: SMTPServer;
let smtpPort: number;
const inbox: Received[] = [];
/** The sign-up verification emails, apart: the tests below look at what the test routes send. */
const verificationMails: Received[] = [];
let t: TestApp;
let twilioSms: SmsSender;
let alice: SignedInAgent;

const ALICE_MOBILE = '07700 900123';
const ALICE_E164 = '+447700900123';
const OTHER_MOBILE = '+447700900456';

beforeAll(async () => {
  fake = await startFakeTwilio();
  twilioSms = createTwilioSmsSender({
    accountSid: fake.accountSid,
    authToken: fake.authToken,
    fromNumber: fake.fromNumber,
    apiBase: fake.url,
  });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) return callback(new Error('550 No such user'));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        (raw.includes(`Subject: ${VERIFY_EMAIL_SUBJECT}`) ? verificationMails : inbox).push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  // The sending tests reach other addresses: the operator's opt-in (the default is the user's own only, below).
  t = await createTestApp({
    config: { messaging: { allowAnyRecipient: true, rateLimit: { windowMs: 600_000, max: 10_000 } } },
    sms: twilioSms,
    mailer: createSmtpMailer({ smtp: { host: '127.0.0.1', port: smtpPort, secure: false }, from: 'Renewly <no-reply@renewly.test>', ignoreTLS: true }),
  });
  alice = await signUpAndLogIn(t.app, { mobileNumber: ALICE_MOBILE });
});
afterAll(async () => {
  t.mailer.close?.();
  await t.close();
  await fake.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  fake.reset();
  inbox.length = 0;
});

/** Another app on the same database: without TWILIO_* (the default sender). */
const unconfiguredApp = () => createApp({ config: t.config, connection: t.connection, mailer: t.mailer, logger: t.logger });

/** Another app on the same database, for configuration the shared one does not have. */
function appWith(config: Partial<Config>): Express {
  return createApp({ config: { ...t.config, ...config }, connection: t.connection, mailer: t.mailer, sms: twilioSms, logger: t.logger });
}

// Quoted-printable soft line breaks and escapes, enough to read the parts.
const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** Verifies the user's mobile number as a user does: 'Send a new code', then the code from the SMS. */
async function verifyMobile(agent: SignedInAgent): Promise<void> {
  const before = fake.messages.length;
  expect((await agent.post('/api/user/mobile/send-code').send({})).status).toBe(200);
  const code = fake.messages.slice(before).map((m) => /Renewly code is (\d{6})/.exec(m.body)?.[1]).find(Boolean);
  const res = await agent.post('/api/user/mobile/verify').send({ code });
  expect(res.status).toBe(200);
  expect(res.body.mobileVerifiedAt).toEqual(expect.any(String));
}

/** Verifies the user's email address as a user does: the link in the email sent at sign-up. */
async function verifyEmail(app: Express, agent: SignedInAgent): Promise<void> {
  const mail = await waitFor(() => verificationMails.find((m) => m.to.includes(agent.user.email)), { what: 'the verification email' });
  const token = /#verifyEmail=([0-9a-f]{24}\.[0-9a-f]{64})/.exec(decode(mail.raw))![1];
  expect((await request(app).post('/api/auth/verify-email').set('Origin', TEST_ORIGIN).send({ token })).status).toBe(200);
}

describe('signed out', () => {
  it.each([
    ['get', '/api/sms/status'],
    ['post', '/api/test-sms'],
    ['post', '/api/send-sms'],
    ['post', '/api/send-email'],
  ] as const)('%s %s answers 401 and sends nothing', async (method, path) => {
    const res = await request(t.app)[method](path).set('Origin', TEST_ORIGIN).send({ to: ALICE_E164, message: 'x', subject: 'x' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authenticated' });
    expect(fake.requests).toBe(0);
    expect(inbox).toEqual([]);
  });
});

describe('GET /api/sms/status', () => {
  it('is configured, with the from-number, when Twilio is set up', async () => {
    const res = await alice.get('/api/sms/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: true, fromNumber: fake.fromNumber });
  });

  it("is not configured, fromNumber null ('Not set'), without TWILIO_*", async () => {
    const bob = await signUpAndLogIn(unconfiguredApp());
    expect((await bob.get('/api/sms/status')).body).toEqual({ configured: false, fromNumber: null });
  });
});

describe('POST /api/test-sms', () => {
  it('sends the test text to the number in +44 form', async () => {
    const res = await alice.post('/api/test-sms').send({ to: '07700 900123' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: true, message: `Test SMS sent to ${ALICE_E164}` });
    expect(fake.messages).toEqual([expect.objectContaining({ to: ALICE_E164, from: fake.fromNumber, body: TEST_SMS_TEXT })]);
    expect(TEST_SMS_TEXT.length).toBeLessThanOrEqual(160);
  });

  it('without TWILIO_* answers 200 configured:false and sends nothing', async () => {
    const bob = await signUpAndLogIn(unconfiguredApp());
    const res = await bob.post('/api/test-sms').send({ to: '+44 7700 900789' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: false, message: SMS_NOT_CONFIGURED });
    expect(fake.requests).toBe(0);
  });

  it.each([
    [{}, MESSAGES.enterMobileNumber],
    [{ to: '' }, MESSAGES.enterMobileNumber],
    [{ to: '12345' }, MESSAGES.invalidUkMobile],
    [{ to: '+1 202 555 0100' }, MESSAGES.invalidUkMobile],
    [{ to: ALICE_E164, message: 'extra' }, 'Unknown field: message'],
  ])('400 for %j: %s', async (body, message) => {
    const res = await alice.post('/api/test-sms').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(fake.requests).toBe(0);
  });

  it('a refused number is a 502 with the reason, never a 500', async () => {
    fake.failFor(OTHER_MOBILE, INVALID_TO_FAILURE);
    const res = await alice.post('/api/test-sms').send({ to: OTHER_MOBILE });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'Failed to send SMS: Twilio refused the message: the phone number is not valid' });
  });
});

describe('POST /api/send-sms', () => {
  it('sends the message as typed to the +44 number', async () => {
    const res = await alice.post('/api/send-sms').send({ to: '07700900456', message: 'Hello from the SMS test screen' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: `SMS sent to ${OTHER_MOBILE}` });
    expect(fake.messages).toEqual([
      expect.objectContaining({ to: OTHER_MOBILE, from: fake.fromNumber, body: 'Hello from the SMS test screen' }),
    ]);
  });

  it("400 'Please fill in both phone number and message' when either is missing", async () => {
    for (const body of [{ to: ALICE_E164, message: '  ' }, { to: '', message: 'hi' }, { message: 'hi' }, { to: ALICE_E164 }]) {
      const res = await alice.post('/api/send-sms').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: MESSAGES.fillPhoneAndMessage });
    }
    expect(fake.requests).toBe(0);
  });

  it('Twilio down (500) is a 502 saying so', async () => {
    fake.failNext({ status: 500 });
    const res = await alice.post('/api/send-sms').send({ to: ALICE_E164, message: 'hi' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'Failed to send SMS: Twilio is unavailable (HTTP 500)' });
  });

  it('without TWILIO_* answers 503 naming the settings', async () => {
    const bob = await signUpAndLogIn(unconfiguredApp());
    const res = await bob.post('/api/send-sms').send({ to: ALICE_E164, message: 'hi' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: SMS_NOT_CONFIGURED });
  });
});

describe('POST /api/send-email', () => {
  it('delivers subject, text and escaped HTML to the SMTP server', async () => {
    const res = await alice
      .post('/api/send-email')
      .send({ to: 'someone@example.co.uk', subject: 'Renewly test', message: 'Hello <b>there</b>\n\nSecond & last' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Email sent to someone@example.co.uk' });
    const mail = await waitFor(() => inbox[0], { what: 'the email' });
    expect(mail.to).toEqual(['someone@example.co.uk']);
    const raw = decode(mail.raw);
    expect(raw).toContain('Subject: Renewly test');
    expect(raw).toContain('Hello <b>there</b>');
    expect(raw).toContain('<p>Hello &lt;b&gt;there&lt;/b&gt;</p><p>Second &amp; last</p>');
    expect(await OutboxModel.countDocuments()).toBe(0);
  });

  it("400 'Please fill in all fields' or the address message; nothing sent", async () => {
    const cases: [object, string][] = [
      [{ to: '', subject: 's', message: 'm' }, MESSAGES.fillAllFields],
      [{ to: 'a@b.co', subject: ' ', message: 'm' }, MESSAGES.fillAllFields],
      [{ to: 'a@b.co', subject: 's' }, MESSAGES.fillAllFields],
      [{ to: 'a@b.co', subject: 's', message: 42 }, MESSAGES.fillAllFields],
      [{ to: 'not-an-email', subject: 's', message: 'm' }, MESSAGES.invalidEmail],
      [{ to: 'a@b.co', subject: 's', message: 'm', bcc: 'x@y.z' }, 'Unknown field: bcc'],
    ];
    for (const [body, message] of cases) {
      const res = await alice.post('/api/send-email').send(body);
      expect({ body, status: res.status, answer: res.body }).toEqual({ body, status: 400, answer: { message } });
    }
    expect(inbox).toEqual([]);
  });

  it('a subject typed over several lines stays one header line', async () => {
    const res = await alice.post('/api/send-email').send({ to: 'x@example.com', subject: 'One\r\nBcc: evil@example.com', message: 'm' });
    expect(res.status).toBe(200);
    const mail = await waitFor(() => inbox[0], { what: 'the email' });
    expect(mail.to).toEqual(['x@example.com']);
    expect(mail.raw).toContain('Subject: One Bcc: evil@example.com');
    expect(mail.raw).not.toMatch(/^Bcc:/m);
  });

  it('an address the mail server refuses is a 502 in plain words', async () => {
    const res = await alice.post('/api/send-email').send({ to: 'nobody@refused.example', subject: 's', message: 'm' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'Failed to send email: the mail server refused the address (550)' });
  });
});

describe('not an open relay, whatever NODE_ENV says', () => {
  const ownOnly = { messaging: { allowAnyRecipient: false, rateLimit: { windowMs: 600_000, max: 10_000 } } };
  const production = { nodeEnv: 'production' as const, ...ownOnly };

  it.each(['development', 'test'] as const)('in %s too (how `npm start` runs), only the own address and number by default', async (nodeEnv) => {
    const app = appWith({ nodeEnv, ...ownOnly });
    const bea = await signUpAndLogIn(app, { mobileNumber: '+44 7700 900654' });
    expect((await bea.post('/api/send-sms').send({ to: OTHER_MOBILE, message: 'hi' })).body).toEqual({ message: OWN_MOBILE_ONLY });
    const email = await bea.post('/api/send-email').send({ to: 'someone@example.co.uk', subject: 's', message: 'm' });
    expect(email.status).toBe(403);
    expect(email.body).toEqual({ message: OWN_EMAIL_ONLY });
    expect(fake.requests).toBe(0);
    expect(inbox).toEqual([]);
  });

  it("sends only to the signed-in user's own email address and mobile number (403 otherwise)", async () => {
    const app = appWith(production);
    const carol = await signUpAndLogIn(app, { mobileNumber: '+44 7700 900321' });
    await verifyMobile(carol);
    await verifyEmail(app, carol);
    fake.reset();

    const otherSms = await carol.post('/api/test-sms').send({ to: OTHER_MOBILE });
    expect(otherSms.status).toBe(403);
    expect(otherSms.body).toEqual({ message: OWN_MOBILE_ONLY });
    expect((await carol.post('/api/send-sms').send({ to: OTHER_MOBILE, message: 'hi' })).body).toEqual({ message: OWN_MOBILE_ONLY });
    const otherEmail = await carol.post('/api/send-email').send({ to: 'someone@example.co.uk', subject: 's', message: 'm' });
    expect(otherEmail.status).toBe(403);
    expect(otherEmail.body).toEqual({ message: OWN_EMAIL_ONLY });
    expect(fake.requests).toBe(0);
    expect(inbox).toEqual([]);

    // Her own number in another form, and her own address in other case, are hers.
    expect((await carol.post('/api/test-sms').send({ to: '07700900321' })).status).toBe(200);
    expect((await carol.post('/api/send-sms').send({ to: '+447700900321', message: 'mine' })).status).toBe(200);
    expect(fake.messages.map((m) => m.to)).toEqual(['+447700900321', '+447700900321']);
    const own = await carol.post('/api/send-email').send({ to: carol.user.email.toUpperCase(), subject: 's', message: 'm' });
    expect(own.status).toBe(200);
    await waitFor(() => inbox.length === 1, { what: 'the email' });
  });

  it('issue 36: an unverified number or address gets nothing, though it is on the profile (anyone can type anyone\'s)', async () => {
    const app = appWith(production);
    // A number that is not hers, typed on her profile; an address she signed up with but never confirmed.
    const mallory = await signUpAndLogIn(app, { mobileNumber: '+44 7700 900777', email: `victim-${Date.now()}@example.co.uk` });
    expect(mallory.user).toMatchObject({ mobileVerifiedAt: null, emailVerifiedAt: null });

    for (const send of [
      () => mallory.post('/api/test-sms').send({ to: '+447700900777' }),
      () => mallory.post('/api/send-sms').send({ to: '+447700900777', message: 'Your parcel is held: pay at evil.example' }),
    ]) {
      const res = await send();
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: VERIFY_MOBILE_FIRST });
    }
    const email = await mallory.post('/api/send-email').send({ to: mallory.user.email, subject: 'Invoice', message: 'Pay at evil.example' });
    expect(email.status).toBe(403);
    expect(email.body).toEqual({ message: VERIFY_EMAIL_FIRST });

    // Changing the number: stored unverified, and the only SMS is the code (fixed text) to the new number.
    const changed = await mallory.put('/api/user').send({ firstName: 'M', lastName: 'R', mobileNumber: '07700900778' });
    expect(changed.status).toBe(200);
    expect(changed.body.mobileVerifiedAt).toBeNull();
    expect((await mallory.post('/api/send-sms').send({ to: '+447700900778', message: 'free text' })).status).toBe(403);
    expect(fake.messages).toEqual([expect.objectContaining({ to: '+447700900778', body: expect.stringMatching(/^Your Renewly code is \d{6}\./) })]);
    expect(inbox).toEqual([]);
  });

  it('issue 36: to verified details, the free-text routes send the fixed test text, never the typed text', async () => {
    const app = appWith(production);
    const gina = await signUpAndLogIn(app, { mobileNumber: '+44 7700 900432' });
    await verifyMobile(gina);
    await verifyEmail(app, gina);
    fake.reset();

    const sms = await gina.post('/api/send-sms').send({ to: '+447700900432', message: 'Typed text' });
    expect(sms.body).toEqual({ message: `SMS sent to +447700900432 ${FIXED_TEXT_NOTE}` });
    expect(fake.messages.map((m) => m.body)).toEqual([TEST_SMS_TEXT]);
    const email = await gina.post('/api/send-email').send({ to: gina.user.email, subject: 'Typed subject', message: 'Typed text' });
    expect(email.body).toEqual({ message: `Email sent to ${gina.user.email} ${FIXED_TEXT_NOTE}` });
    const mail = await waitFor(() => inbox[0], { what: 'the email' });
    expect(decode(mail.raw)).toContain(`Subject: ${TEST_EMAIL_SUBJECT}`);
    expect(decode(mail.raw)).toContain(TEST_EMAIL_TEXT);
    expect(mail.raw).not.toContain('Typed');

    // A new number is unverified again.
    await gina.put('/api/user').send({ firstName: 'G', lastName: 'H', mobileNumber: '07700900433' });
    expect((await gina.post('/api/test-sms').send({ to: '07700900433' })).body).toEqual({ message: VERIFY_MOBILE_FIRST });
  });

  it('MESSAGING_ALLOW_ANY_RECIPIENT lets the operator allow any recipient', async () => {
    const app = appWith({ ...production, messaging: { ...ownOnly.messaging, allowAnyRecipient: true } });
    const dave = await signUpAndLogIn(app);
    expect((await dave.post('/api/send-sms').send({ to: OTHER_MOBILE, message: 'hi' })).status).toBe(200);
    expect((await dave.post('/api/send-email').send({ to: 'someone@example.co.uk', subject: 's', message: 'm' })).status).toBe(200);
    expect(fake.messages.map((m) => m.to)).toEqual([OTHER_MOBILE]);
    await waitFor(() => inbox.length === 1, { what: 'the email' });
  });
});

describe('rate limit', () => {
  // Not the other tests' ten minutes: a window of another length is counted apart from their sends to the same numbers.
  const LIMIT_WINDOW_MS = 45 * 60_000;

  it('allows the configured number of sends per user per window, then 429; another user has their own budget', async () => {
    const app = appWith({ messaging: { allowAnyRecipient: true, rateLimit: { windowMs: LIMIT_WINDOW_MS, max: 2 } } });
    await awayFromWindowEnd(LIMIT_WINDOW_MS);
    const erin = await signUpAndLogIn(app);
    const frank = await signUpAndLogIn(app);

    expect((await erin.post('/api/test-sms').send({ to: ALICE_E164 })).status).toBe(200);
    // A rejected input does not count.
    expect((await erin.post('/api/send-sms').send({ to: 'nope', message: 'x' })).status).toBe(400);
    expect((await erin.post('/api/send-email').send({ to: 'x@example.com', subject: 's', message: 'm' })).status).toBe(200);
    const blocked = await erin.post('/api/send-sms').send({ to: ALICE_E164, message: 'third' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: MESSAGING_RATE_LIMIT_MESSAGE });
    expect(fake.messages.map((m) => m.body)).toEqual([TEST_SMS_TEXT]);
    // Reading the status is not a send.
    expect((await erin.get('/api/sms/status')).status).toBe(200);

    expect((await frank.post('/api/send-sms').send({ to: ALICE_E164, message: 'frank' })).status).toBe(200);
  });

  it('issue 36: test sends are counted per recipient too, whoever sends them', async () => {
    const app = appWith({ messaging: { allowAnyRecipient: true, rateLimit: { windowMs: LIMIT_WINDOW_MS, max: 2 } } });
    await awayFromWindowEnd(LIMIT_WINDOW_MS);
    const target = `target-${Date.now()}@example.co.uk`;
    const [hal, ivy] = [await signUpAndLogIn(app), await signUpAndLogIn(app)];
    expect((await hal.post('/api/send-email').send({ to: target, subject: 's', message: 'm' })).status).toBe(200);
    expect((await ivy.post('/api/send-email').send({ to: target, subject: 's', message: 'm' })).status).toBe(200);
    // A third sender with a fresh budget of its own.
    const jay = await signUpAndLogIn(app);
    const third = await jay.post('/api/send-email').send({ to: target.toUpperCase(), subject: 's', message: 'm' });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ message: RECIPIENT_RATE_LIMIT_MESSAGE });
    expect((await jay.post('/api/send-email').send({ to: 'someone-else@example.co.uk', subject: 's', message: 'm' })).status).toBe(200);
  });
});
