// Findings 3, 4, 5 and the forgot-password cooldown of issue 11: reset tokens, sessions and what reaches the logs.
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../app';
import { createOutboxMailer, OutboxModel } from '../../channels/email/outbox-mailer';
import { awayFromWindowEnd, createTestApp, newUserInput, rateClockBeforeWindowEnd, signUpAndLogIn, TEST_ORIGIN, waitFor, type TestApp } from '../../../test/helpers';
import { forgetRateHints, RateSlotModel } from '../../core/security/rate-counter';
import { UserModel } from '../users/user.model';
import { hashResetToken, PASSWORD_CHANGED_SUBJECT } from './auth.service';
import { SESSIONS_COLLECTION } from '../auth/session-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, app = t.app) => request(app).post(path).set('Origin', TEST_ORIGIN);
const RESET_SUBJECT = 'Reset your Renewly password';

async function registered() {
  const input = newUserInput();
  expect((await post('/api/auth/register').send({ ...input, username: input.email })).status).toBe(201);
  return input;
}

async function newResetToken(email: string, app = t.app): Promise<string> {
  const before = await OutboxModel.countDocuments({ to: email, subject: RESET_SUBJECT });
  expect((await post('/api/auth/forgot-password', app).send({ email })).status).toBe(200);
  const mail = await waitFor(
    async () => {
      const mails = await OutboxModel.find({ to: email, subject: RESET_SUBJECT }).sort({ _id: 1 }).lean();
      return mails.length > before ? mails.at(-1) : undefined;
    },
    { what: 'a reset email' },
  );
  return mail.text.match(/#resetToken=([0-9a-f]{64})/)![1]!;
}

const reset = (token: string, password = 'a fresh secret 9') =>
  post('/api/auth/reset-password').send({ token, newPassword: password, confirmPassword: password });

function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), text: () => lines.join('') };
}

describe('reset tokens (findings 3 and 4)', () => {
  test('the mailed link carries the token in the URL fragment, which browsers never send to a server', async () => {
    const input = await registered();
    const token = await newResetToken(input.email);
    const mail = await OutboxModel.findOne({ to: input.email, subject: RESET_SUBJECT }).lean();
    expect(mail!.text).toContain(`${TEST_ORIGIN}/#resetToken=${token}`);
    expect(mail!.text).not.toContain('?resetToken=');
  });

  test('request logs carry the path without its query string', async () => {
    const { logger, text } = capturingLogger();
    const app = createApp({ config: t.config, connection: t.connection, mailer: t.mailer, logger });
    await request(app).get('/api/auth/user?resetToken=secret-in-query-1234');
    expect(text()).toContain('/api/auth/user');
    expect(text()).not.toContain('secret-in-query-1234');
  });

  test('the development outbox logs that a mail was stored, never its body or address', async () => {
    const { logger, text } = capturingLogger();
    const mailer = createOutboxMailer({ from: 'Renewly <no-reply@renewly.test>', logger });
    await mailer.send({ to: 'body.check@example.com', subject: 'Reset', text: 'link with token-abcdef-998877' });
    expect(text()).toContain('development outbox');
    expect(text()).not.toContain('token-abcdef-998877');
    expect(text()).not.toContain('body.check@example.com');
  });

  test('asking for a new token ends the earlier unused one', async () => {
    const input = await registered();
    const first = await newResetToken(input.email);
    const second = await newResetToken(input.email);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  test('a successful reset ends every other unused token of the user', async () => {
    const input = await registered();
    const user = await UserModel.findOne({ username: input.email }).lean();
    const token = await newResetToken(input.email);
    // Another token issued around the same time (e.g. by a second API process): inserted directly.
    await t.connection.collection('passwordresettokens').insertOne({
      userId: user!._id,
      tokenHash: hashResetToken('b'.repeat(64)),
      expiresAt: new Date(Date.now() + 60_000),
      createdAt: new Date(),
    });
    expect((await reset(token)).status).toBe(200);
    expect((await reset('b'.repeat(64), 'another secret 8')).status).toBe(400);
    expect(await t.connection.collection('passwordresettokens').countDocuments({ userId: user!._id })).toBe(0);
  });

  test('the user is emailed when the password changes', async () => {
    const input = await registered();
    expect((await reset(await newResetToken(input.email))).status).toBe(200);
    const notice = await waitFor(() => OutboxModel.findOne({ to: input.email, subject: PASSWORD_CHANGED_SUBJECT }).lean(), {
      what: 'the password-changed email',
    });
    expect(notice.text).toMatch(/password of your Renewly account was just changed/);
    expect(notice.text).not.toMatch(/resetToken/);
  });
});

describe('forgot-password cooldown per email (finding 10)', () => {
  test('a second request within the cooldown answers the same and sends nothing, from any process', async () => {
    await awayFromWindowEnd(10 * 60_000);
    const config = { ...t.config, rateLimit: { ...t.config.rateLimit, forgotPasswordEmailCooldownMs: 10 * 60_000 } };
    const a = createApp({ config, connection: t.connection, mailer: t.mailer, logger: t.logger });
    const b = createApp({ config, connection: t.connection, mailer: t.mailer, logger: t.logger });
    const input = await registered();
    await newResetToken(input.email, a);
    const again = await post('/api/auth/forgot-password', b).send({ email: input.email });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'If an account exists for that email, a reset link has been sent.' });
    // The background send has either happened or not started: a later request still sends nothing.
    await post('/api/auth/forgot-password', a).send({ email: input.email });
    expect(await OutboxModel.countDocuments({ to: input.email, subject: RESET_SUBJECT })).toBe(1);
    await RateSlotModel.deleteMany({});
  forgetRateHints();
  });

  test("the cooldown runs from the last email, not by the clock's windows: a second request just after a window's end sends nothing", async () => {
    const cooldownMs = 10 * 60_000;
    const config = { ...t.config, rateLimit: { ...t.config.rateLimit, forgotPasswordEmailCooldownMs: cooldownMs } };
    const app = createApp({ config, connection: t.connection, mailer: t.mailer, logger: t.logger });
    const input = await registered();
    const clock = rateClockBeforeWindowEnd(cooldownMs);
    try {
      await newResetToken(input.email, app);
      clock.cross();
      expect((await post('/api/auth/forgot-password', app).send({ email: input.email })).status).toBe(200);
      // A send would have been started before the answer (requestPasswordReset): give it time to show.
      await new Promise((r) => setTimeout(r, 300));
      expect(await OutboxModel.countDocuments({ to: input.email, subject: RESET_SUBJECT })).toBe(1);
    } finally {
      clock.restore();
    }
  });
});

describe('sessions (finding 5)', () => {
  const sessionsOf = (userId: string) =>
    t.connection.collection(SESSIONS_COLLECTION).find({ 'session.passport.user': userId }).toArray();

  test('a session ends 30 days after its sign-in however busy it is; the idle cookie alone would not end it', async () => {
    const agent = await signUpAndLogIn(t.app);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    const [stored] = await sessionsOf(agent.user.id);
    expect(typeof stored!.session.signedInAt).toBe('number');
    const thirtyOneDaysAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await t.connection
      .collection(SESSIONS_COLLECTION)
      .updateOne({ _id: stored!._id }, { $set: { 'session.signedInAt': thirtyOneDaysAgo } });
    const res = await agent.get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(await sessionsOf(agent.user.id)).toHaveLength(0);
  });

  test('a session 29 days old still works', async () => {
    const agent = await signUpAndLogIn(t.app);
    const [stored] = await sessionsOf(agent.user.id);
    await t.connection
      .collection(SESSIONS_COLLECTION)
      .updateOne({ _id: stored!._id }, { $set: { 'session.signedInAt': Date.now() - 29 * 24 * 60 * 60 * 1000 } });
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });

  test('POST /api/auth/logout-all signs the user out on every device, and no one else', async () => {
    const phone = await signUpAndLogIn(t.app);
    const laptop = request.agent(t.app).set('Origin', TEST_ORIGIN);
    expect((await laptop.post('/api/auth/login').send({ email: phone.user.email, password: phone.password })).status).toBe(200);
    const someoneElse = await signUpAndLogIn(t.app);

    const res = await phone.post('/api/auth/logout-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Signed out of all devices', ended: 2 });
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await someoneElse.get('/api/auth/user')).status).toBe(200);
    expect((await request(t.app).post('/api/auth/logout-all').set('Origin', TEST_ORIGIN)).status).toBe(401);
  });

  test('live sessions per user are capped: a new sign-in removes the oldest', async () => {
    const config = { ...t.config, sessions: { ...t.config.sessions, maxPerUser: 2 } };
    const app = createApp({ config, connection: t.connection, mailer: t.mailer, logger: t.logger });
    const input = await registered();
    const devices = [1, 2, 3].map(() => request.agent(app).set('Origin', TEST_ORIGIN));
    for (const d of devices) {
      expect((await d.post('/api/auth/login').send({ email: input.email, password: input.password })).status).toBe(200);
    }
    expect((await devices[0]!.get('/api/auth/user')).status).toBe(401);
    expect((await devices[1]!.get('/api/auth/user')).status).toBe(200);
    expect((await devices[2]!.get('/api/auth/user')).status).toBe(200);
  });
});
