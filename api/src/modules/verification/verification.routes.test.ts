// Issue 36 item 1: a mobile number is verified with a 6-digit code sent to it by SMS, the sign-up email address with a
// link. Against the real database, the fake Twilio on loopback and the development outbox.
import type { Express } from 'express';
import request from 'supertest';
import { MOBILE_CODE_TTL_MINUTES, VERIFICATION_TEXTS as TEXT } from '@renewly/shared-contracts/features/verification';
import { createApp } from '../../app';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { unconfiguredSmsSender } from '../../channels/sms/create-sms-sender';
import { createTwilioSmsSender } from '../../channels/sms/twilio-sms-sender';
import type { SmsSender } from '../../core/ports/sms-sender';
import type { Config } from '../../core/config/env';
import { startFakeTwilio, type FakeTwilio } from '../../../test/fake-twilio-server';
import { awayFromWindowEnd, createTestApp, rateClockBeforeWindowEnd, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { UserModel } from '../users/user.model';
import { VERIFY_EMAIL_SUBJECT } from './email-verification';

let fake: FakeTwilio;
let twilioSms: SmsSender;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeTwilio();
  twilioSms = createTwilioSmsSender({ accountSid: fake.accountSid, authToken: fake.authToken, fromNumber: fake.fromNumber, apiBase: fake.url });
  t = await createTestApp({ sms: twilioSms });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

function appWith(config: Partial<Config>, sms: SmsSender = twilioSms): Express {
  return createApp({ config: { ...t.config, ...config }, connection: t.connection, mailer: t.mailer, sms, logger: t.logger });
}

let numberCounter = 0;
/** A number no other test uses (the fake Twilio keeps every message of the file). */
const freshMobile = () => `0770090${String(1000 + (numberCounter += 1)).slice(-4)}`;
const e164 = (mobile: string) => `+44${mobile.slice(1)}`;

const codesSentTo = (to: string) => fake.messages.filter((m) => m.to === to).map((m) => /Renewly code is (\d{6})\./.exec(m.body)![1]!);
const sendCode = (agent: SignedInAgent) => agent.post('/api/user/mobile/send-code').send({});
const verify = (agent: SignedInAgent, code: string) => agent.post('/api/user/mobile/verify').send({ code });
const stored = (agent: SignedInAgent) => UserModel.findById(agent.user.id).lean();

describe('mobile number: a 6-digit code by SMS', () => {
  test('sign-up leaves the number unverified; the code sent to it verifies it; only a salted hash is stored', async () => {
    const mobile = freshMobile();
    const agent = await signUpAndLogIn(t.app, { mobileNumber: mobile });
    expect(agent.user.mobileVerifiedAt).toBeNull();
    const sent = await sendCode(agent);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: `We sent a 6-digit code to ${e164(mobile)}.` });
    const [code] = codesSentTo(e164(mobile));
    expect(code).toMatch(/^\d{6}$/);

    const pending = (await stored(agent))!.mobileCode!;
    expect(pending.to).toBe(e164(mobile));
    expect(pending.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await stored(agent))).not.toContain(`"${code}"`);
    expect(pending.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(pending.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const res = await verify(agent, `${code!.slice(0, 3)} ${code!.slice(3)}`);
    expect(res.status).toBe(200);
    expect(res.body.mobileVerifiedAt).toEqual(expect.any(String));
    expect((await agent.get('/api/auth/user')).body.mobileVerifiedAt).toBe(res.body.mobileVerifiedAt);
    expect((await stored(agent))!.mobileCode).toBeNull();
    // Verified: no more codes.
    expect(await sendCode(agent)).toMatchObject({ status: 400, body: { message: TEXT.alreadyVerified } });
  });

  test('a wrong code, 5 tries then refused even with the right one; a new code replaces the old', async () => {
    const mobile = freshMobile();
    const agent = await signUpAndLogIn(t.app, { mobileNumber: mobile });
    await sendCode(agent);
    const [code] = codesSentTo(e164(mobile));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await verify(agent, wrong)).toMatchObject({ status: 400, body: { message: TEXT.wrongCode } });
    expect(await verify(agent, code!)).toMatchObject({ status: 429, body: { message: TEXT.tooManyTries } });
    expect((await stored(agent))!.mobileVerifiedAt).toBeNull();

    await sendCode(agent);
    const [, second] = codesSentTo(e164(mobile));
    if (second !== code) expect(await verify(agent, code!)).toMatchObject({ status: 400, body: { message: TEXT.wrongCode } });
    expect((await verify(agent, second!)).status).toBe(200);
  });

  test('the 5 tries are per code, even when a window of the clock ends while the code is live', async () => {
    const mobile = freshMobile();
    const agent = await signUpAndLogIn(t.app, { mobileNumber: mobile });
    // The counters' windows are windows of the clock (twice the code's life): on theirs, the code is sent 5 s before one
    // ends (the code's own expiry stays on the real clock).
    const clock = rateClockBeforeWindowEnd(MOBILE_CODE_TTL_MINUTES * 60_000 * 2);
    try {
      await sendCode(agent);
      const [code] = codesSentTo(e164(mobile));
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i++) expect(await verify(agent, wrong)).toMatchObject({ status: 400, body: { message: TEXT.wrongCode } });
      // The window ends; the code has minutes to live.
      clock.cross();
      for (let i = 0; i < 2; i++) expect(await verify(agent, wrong)).toMatchObject({ status: 400, body: { message: TEXT.wrongCode } });
      expect(await verify(agent, code!)).toMatchObject({ status: 429, body: { message: TEXT.tooManyTries } });
    } finally {
      clock.restore();
    }
  });

  test('an expired code, no code, a malformed code', async () => {
    const agent = await signUpAndLogIn(t.app, { mobileNumber: freshMobile() });
    expect(await verify(agent, '123456')).toMatchObject({ status: 400, body: { message: TEXT.noCodeSent } });
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect(await verify(agent, code)).toMatchObject({ status: 400, body: { message: TEXT.enterCode } });
    }
    expect((await agent.post('/api/user/mobile/verify').send({ code: '123456', extra: 1 })).status).toBe(400);
    await sendCode(agent);
    const [code] = codesSentTo(e164(agent.user.mobileNumber));
    await UserModel.updateOne({ _id: agent.user.id }, { $set: { 'mobileCode.expiresAt': new Date(Date.now() - 1000) } });
    expect(await verify(agent, code!)).toMatchObject({ status: 400, body: { message: TEXT.codeExpired } });
  });

  test('saving a new number stores it unverified and sends it a code; saving the same number keeps it verified', async () => {
    const first = freshMobile();
    const agent = await signUpAndLogIn(t.app, { mobileNumber: first });
    await sendCode(agent);
    expect((await verify(agent, codesSentTo(e164(first))[0]!)).status).toBe(200);

    const same = await agent.put('/api/user').send({ firstName: 'Alex', lastName: 'Driver', mobileNumber: `+44 ${first.slice(1)}` });
    expect(same.body.mobileVerifiedAt).toEqual(expect.any(String));
    expect(codesSentTo(e164(first))).toHaveLength(1);

    const second = freshMobile();
    const changed = await agent.put('/api/user').send({ firstName: 'Alex', lastName: 'Driver', mobileNumber: second });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ mobileNumber: second, mobileVerifiedAt: null });
    const [code] = codesSentTo(e164(second));
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(agent, code!)).body.mobileVerifiedAt).toEqual(expect.any(String));
  });

  test("a code sent to the old number does not verify a new one", async () => {
    const first = freshMobile();
    const agent = await signUpAndLogIn(t.app, { mobileNumber: first });
    await sendCode(agent);
    const [code] = codesSentTo(e164(first));
    // Straight in the database: a change that sent no code (e.g. SMS failing at that moment).
    await UserModel.updateOne({ _id: agent.user.id }, { $set: { mobileNumber: freshMobile() } });
    expect(await verify(agent, code!)).toMatchObject({ status: 400, body: { message: TEXT.codeExpired } });
  });

  test('codes are limited per user per hour and per number per day (429), and need SMS (503)', async () => {
    await awayFromWindowEnd(60 * 60_000);
    const limited = appWith({ verification: { sendsPerUserPerHour: 2, sendsPerRecipientPerDay: 3 } });
    const shared = freshMobile();
    const kim = await signUpAndLogIn(limited, { mobileNumber: shared });
    expect((await sendCode(kim)).status).toBe(200);
    expect((await sendCode(kim)).status).toBe(200);
    expect(await sendCode(kim)).toMatchObject({ status: 429, body: { message: TEXT.tooManyCodes } });
    // Another account typing the same number: the number's own limit.
    const lee = await signUpAndLogIn(limited, { mobileNumber: shared });
    expect((await sendCode(lee)).status).toBe(200);
    expect(await sendCode(lee)).toMatchObject({ status: 429, body: { message: TEXT.tooManyCodes } });
    expect(codesSentTo(e164(shared))).toHaveLength(3);
    // A profile saved over the limit still saves (no code sent; 'Send a new code' says why).
    const saved = await kim.put('/api/user').send({ firstName: 'Kim', lastName: 'Lo', mobileNumber: shared.replace(/.$/, (d) => String((Number(d) + 5) % 10)) });
    expect(saved.status).toBe(200);

    const noSms = await signUpAndLogIn(appWith({}, unconfiguredSmsSender), { mobileNumber: freshMobile() });
    expect(await sendCode(noSms)).toMatchObject({ status: 503, body: { message: TEXT.smsNotConfigured } });
  });

  test('signed out: 401, nothing sent', async () => {
    for (const path of ['/api/user/mobile/send-code', '/api/user/mobile/verify', '/api/user/email/send-link']) {
      expect((await request(t.app).post(path).set('Origin', TEST_ORIGIN).send({ code: '123456' })).status).toBe(401);
    }
    expect(fake.requests).toBe(0);
  });
});

describe('email address: a link at sign-up', () => {
  const linkMails = (to: string) => OutboxModel.find({ to, subject: VERIFY_EMAIL_SUBJECT }).sort({ _id: 1 }).lean();
  async function latestToken(to: string, count = 1): Promise<string> {
    const mails = await waitFor(async () => {
      const found = await linkMails(to);
      return found.length >= count ? found : undefined;
    }, { what: 'the verification email' });
    return /#verifyEmail=([0-9a-f]{24}\.[0-9a-f]{64})/.exec(mails.at(-1)!.text)![1]!;
  }
  const open = (token: string) => request(t.app).post('/api/auth/verify-email').set('Origin', TEST_ORIGIN).send({ token });

  test('the link is in the URL fragment; it verifies once, signed out too; only the hash is stored', async () => {
    const agent = await signUpAndLogIn(t.app);
    expect(agent.user.emailVerifiedAt).toBeNull();
    const token = await latestToken(agent.user.email);
    const mail = (await linkMails(agent.user.email))[0]!;
    expect(mail.text).toContain(`${TEST_ORIGIN}/#verifyEmail=${token}`);
    expect(mail.text).toContain('expires in 24 hours');
    const secret = token.split('.')[1]!;
    expect(JSON.stringify(await stored(agent))).not.toContain(secret);

    expect(await open(token)).toMatchObject({ status: 200, body: { message: TEXT.emailVerified } });
    expect((await agent.get('/api/user')).body.emailVerifiedAt).toEqual(expect.any(String));
    // Issue 51: a used link says so.
    expect(await open(token)).toMatchObject({ status: 400, body: { message: TEXT.linkUsed } });
    expect(await agent.post('/api/user/email/send-link').send({})).toMatchObject({ status: 400, body: { message: TEXT.alreadyVerified } });
  });

  test("'Send the link again' replaces the link; an expired, altered or another user's link does nothing", async () => {
    const agent = await signUpAndLogIn(t.app);
    const first = await latestToken(agent.user.email);
    const again = await agent.post('/api/user/email/send-link').send({});
    expect(again.body).toEqual({ message: `We sent a verification link to ${agent.user.email}.` });
    const second = await latestToken(agent.user.email, 2);
    expect(second).not.toBe(first);
    expect(await open(first)).toMatchObject({ status: 400, body: { message: TEXT.linkInvalid } });

    const other = await signUpAndLogIn(t.app);
    const otherToken = await latestToken(other.user.email);
    expect((await open(`${agent.user.id}.${otherToken.split('.')[1]}`)).status).toBe(400);
    expect((await open(`${second.slice(0, -1)}${second.endsWith('0') ? '1' : '0'}`)).status).toBe(400);
    expect((await open('not-a-token')).status).toBe(400);

    await UserModel.updateOne({ _id: agent.user.id }, { $set: { 'emailToken.expiresAt': new Date(Date.now() - 1000) } });
    expect((await open(second)).status).toBe(400);
    expect((await stored(agent))!.emailVerifiedAt).toBeNull();
    expect((await stored(other))!.emailVerifiedAt).toBeNull();
  });

  test('links are limited per user per hour (429)', async () => {
    await awayFromWindowEnd(60 * 60_000);
    const limited = appWith({ verification: { sendsPerUserPerHour: 2, sendsPerRecipientPerDay: 100 } });
    const agent = await signUpAndLogIn(limited);
    await latestToken(agent.user.email);
    expect((await agent.post('/api/user/email/send-link').send({})).status).toBe(200);
    expect(await agent.post('/api/user/email/send-link').send({})).toMatchObject({ status: 429, body: { message: TEXT.tooManyLinks } });
  });
});
