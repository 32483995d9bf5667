// Issue 40, two-step sign-in, on the real database: set-up, the half-signed-in state, codes accepted once with ±1 step,
// recovery codes used once, renewing and turning off behind recent authentication, re-authentication with a code,
// and every refusal of the "Bad input" that is about codes.
import { Types } from 'mongoose';
import request from 'supertest';
import { SIGN_IN_CHANGE_SUBJECTS } from '@renewly/shared-contracts/features/sign-in-security';
import { TWO_STEP_TEXTS as TEXT } from '@renewly/shared-contracts/features/two-step';
import { createApp } from '../../app';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { forgetRateHints, RateSlotModel } from '../../core/security/rate-counter';
import { SESSIONS_COLLECTION } from '../auth/session-store';
import { LOGIN_ACCOUNT_CEILING_WINDOW_MS } from '../sign-in/sign-in-rate-limit';
import {
  awayFromWindowEnd,
  createTestApp,
  markContactsVerified,
  rateClockBeforeWindowEnd,
  signUpAndLogIn,
  TEST_ORIGIN,
  type SignedInAgent,
  type TestApp,
} from '../../../test/helpers';
import { resetByLink } from '../../../test/reset-fixtures';
import { totpCode } from '../../../test/two-step-fixtures';
import { RecoveryCodeUseModel, TwoStepModel, UsedStepModel } from './two-step.model';
import { PENDING_SIGN_IN_MS } from './pending-sign-in';
import { twoStepClock } from './two-step.service';

let t: TestApp;
const realNow = twoStepClock.now;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  twoStepClock.now = realNow;
});
afterAll(async () => {
  await t.close();
});

/** The code an authenticator app shows for this secret at `at` (ms). */
const codeAt = totpCode;

/** Moves this module's clock to `at` (codes and the half-signed-in state's age read it). */
const setClock = (at: number) => {
  twoStepClock.now = () => at;
};
/** A moment in the middle of a 30-second step, so ±1 step is exact whatever the real time. */
const midStep = (from = Date.now()) => Math.floor(from / 30_000) * 30_000 + 15_000 + 30_000;

interface TwoStepUser {
  agent: SignedInAgent;
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

/** A verified user with two-step sign-in on (set up from the secret shown, as a user does), still signed in. */
async function userWithTwoStep(at = midStep()): Promise<TwoStepUser> {
  const agent = await signUpAndLogIn(t.app);
  await markContactsVerified(agent.user.id);
  setClock(at);
  const setup = await agent.post('/api/two-step/setup').send({});
  expect(setup.status).toBe(200);
  const on = await agent.post('/api/two-step/enable').send({ code: codeAt(setup.body.secret, at) });
  expect(on.status).toBe(200);
  return { agent, email: agent.user.email, password: agent.password, secret: setup.body.secret, recoveryCodes: on.body.codes };
}

const newAgent = () => request.agent(t.app).set('Origin', TEST_ORIGIN);

/** The password step: the answer asks for a code; the agent holds the half-signed-in session. */
async function passwordStep(u: { email: string; password: string }) {
  const agent = newAgent();
  const res = await agent.post('/api/auth/login').send({ email: u.email, password: u.password });
  expect([res.status, res.body]).toEqual([200, { twoStepRequired: true }]);
  return agent;
}

const mailsTo = (to: string, subject: string) => OutboxModel.countDocuments({ to, subject });

describe('set-up', () => {
  test('a secret is shown with its QR code and URI, kept encrypted and pending; two-step is on only after a right code, then 10 recovery codes are shown once', async () => {
    const agent = await signUpAndLogIn(t.app);
    await markContactsVerified(agent.user.id);
    expect((await agent.get('/api/two-step')).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const setup = await agent.post('/api/two-step/setup').send({});
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.body as { secret: string; otpauthUri: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Renewly:/);
    const uri = new URL(otpauthUri);
    expect(decodeURIComponent(uri.pathname)).toContain(agent.user.email);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Renewly');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString('utf8')).toContain('<svg');

    // Stored encrypted (never the secret itself), pending, not on.
    const stored = await t.connection.collection('two_step').findOne({ _id: new Types.ObjectId(agent.user.id) });
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored).toMatchObject({ enabledAt: null, secret: null, pending: { secret: expect.stringMatching(/^v1\./) } });

    // Refusals: letters, the wrong length, a wrong code. Nothing changes.
    for (const [code, message] of [
      ['12a456', TEXT.codeNotDigits],
      ['abcdef', TEXT.codeNotDigits],
      ['12345', TEXT.codeWrongLength],
      ['1234567', TEXT.codeWrongLength],
      ['', TEXT.codeWrongLength],
    ]) {
      const r = await agent.post('/api/two-step/enable').send({ code });
      expect([code, r.status, r.body]).toEqual([code, 400, { message }]);
    }
    const wrong = String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await agent.post('/api/two-step/enable').send({ code: wrong })).body).toEqual({ message: TEXT.wrongCode });
    expect((await agent.get('/api/two-step')).body.enabled).toBe(false);
    expect(await mailsTo(agent.user.email, SIGN_IN_CHANGE_SUBJECTS['two-step-on'])).toBe(0);

    const on = await agent.post('/api/two-step/enable').send({ code: `${codeAt(secret).slice(0, 3)} ${codeAt(secret).slice(3)}` });
    expect(on.status).toBe(200);
    expect(on.body.codes).toHaveLength(10);
    for (const c of on.body.codes) expect(c).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(new Set(on.body.codes).size).toBe(10);
    expect(on.body.status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    const status = await agent.get('/api/two-step');
    expect(status.body).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });
    // Never shown again, never stored in the clear: neither the secret nor a recovery code.
    const after = JSON.stringify(await t.connection.collection('two_step').findOne({ _id: new Types.ObjectId(agent.user.id) }));
    expect(after).not.toContain(secret);
    for (const c of on.body.codes as string[]) {
      expect(after).not.toContain(c);
      expect(after).not.toContain(c.replace('-', ''));
    }
    expect(JSON.stringify(status.body)).not.toContain(secret);
    expect((await agent.post('/api/two-step/setup').send({})).status).toBe(409);
    expect((await agent.post('/api/two-step/enable').send({ code: codeAt(secret) })).body).toEqual({ message: TEXT.alreadyOn });
    expect(await mailsTo(agent.user.email, SIGN_IN_CHANGE_SUBJECTS['two-step-on'])).toBe(1);
  });

  test('a set-up expires after 15 minutes; a set-up with any input is refused; signed out it is a 401', async () => {
    const agent = await signUpAndLogIn(t.app);
    const at = midStep();
    setClock(at);
    const setup = await agent.post('/api/two-step/setup').send({});
    setClock(at + 15 * 60_000 + 30_000);
    const late = await agent.post('/api/two-step/enable').send({ code: codeAt(setup.body.secret) });
    expect([late.status, late.body]).toEqual([400, { message: TEXT.setupExpired }]);
    expect((await agent.post('/api/two-step/setup').send({ secret: 'JBSWY3DPEHPK3PXP' })).status).toBe(400);
    expect((await newAgent().post('/api/two-step/setup').send({})).status).toBe(401);
    expect((await agent.post('/api/two-step/enable').send({})).status).toBe(400);
  });

  test('issue 51 item 27: a set-up started again while the last one lives (a page reloaded) shows the same key, so the app added first works; after it expired, a new key', async () => {
    const agent = await signUpAndLogIn(t.app);
    const at = midStep();
    setClock(at);
    const first = await agent.post('/api/two-step/setup').send({});
    setClock(at + 14 * 60_000);
    const again = await agent.post('/api/two-step/setup').send({});
    expect(again.status).toBe(200);
    expect(again.body.secret).toBe(first.body.secret);
    expect(again.body.otpauthUri).toBe(first.body.otpauthUri);

    setClock(at + 15 * 60_000 + 30_000);
    const fresh = await agent.post('/api/two-step/setup').send({});
    expect(fresh.body.secret).not.toBe(first.body.secret);
    const on = await agent.post('/api/two-step/enable').send({ code: codeAt(fresh.body.secret, at + 15 * 60_000 + 30_000) });
    expect(on.status).toBe(200);
  });
});

describe('signing in with two-step on', () => {
  test('after the password the session is only half signed in: no user, every protected route 401, until the code', async () => {
    const u = await userWithTwoStep();
    const agent = await passwordStep(u);
    for (const path of ['/api/auth/user', '/api/user', '/api/policies', '/api/two-step', '/api/notifications']) {
      expect([path, (await agent.get(path)).status]).toEqual([path, 401]);
    }
    expect((await agent.post('/api/policies').send({})).status).toBe(401);
    // The stored session holds the pending state and no user.
    const sessions = await t.connection.collection(SESSIONS_COLLECTION).find({ 'session.twoStepPending.userId': u.agent.user.id }).toArray();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.session.passport).toBeUndefined();

    setClock(twoStepClock.now() + 30_000);
    const done = await agent.post('/api/auth/two-step').send({ code: codeAt(u.secret) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: u.agent.user.id, email: u.email });
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect((await agent.get('/api/policies')).status).toBe(200);
    // Signed in as the password route signs in: a new session id, no pending state left, the sign-in times set.
    const signedIn = await t.connection.collection(SESSIONS_COLLECTION).find({ 'session.passport.user': u.agent.user.id }).toArray();
    const latest = signedIn.find((s) => s.session.twoStepPending === undefined && typeof s.session.authenticatedAt === 'number');
    expect(latest?.session.signedInAt).toEqual(expect.any(Number));
    expect(await t.connection.collection(SESSIONS_COLLECTION).countDocuments({ _id: sessions[0]!._id })).toBe(0);
  });

  test('a code is accepted once: the same code again, or an earlier step after a later one, is refused', async () => {
    const at = midStep();
    const u = await userWithTwoStep(at);
    const later = at + 60_000;
    setClock(later);
    const first = await passwordStep(u);
    expect((await first.post('/api/auth/two-step').send({ code: codeAt(u.secret, later) })).status).toBe(200);
    const again = await passwordStep(u);
    const reused = await again.post('/api/auth/two-step').send({ code: codeAt(u.secret, later) });
    expect([reused.status, reused.body]).toEqual([401, { message: TEXT.codeReused }]);
    // The step before (within the drift window) was never used, but a later one was: refused too.
    const earlier = await again.post('/api/auth/two-step').send({ code: codeAt(u.secret, later - 30_000) });
    expect([earlier.status, earlier.body]).toEqual([401, { message: TEXT.codeReused }]);
    expect((await again.get('/api/auth/user')).status).toBe(401);
  });

  test('two sign-ins racing with one code: exactly one gets in (the step is claimed by an insert)', async () => {
    const at = midStep();
    const u = await userWithTwoStep(at);
    setClock(at + 30_000);
    const agents = await Promise.all([passwordStep(u), passwordStep(u), passwordStep(u)]);
    const code = codeAt(u.secret);
    const answers = await Promise.all(agents.map((a) => a.post('/api/auth/two-step').send({ code })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    expect(await UsedStepModel.countDocuments({ userId: new Types.ObjectId(u.agent.user.id), step: Math.floor((at + 30_000) / 30_000) })).toBe(1);
  });

  test('one step of clock drift either side is accepted, two are not', async () => {
    const at = midStep();
    const u = await userWithTwoStep(at);
    const now = at + 5 * 30_000;
    setClock(now);
    for (const [offset, ok] of [
      [-60_000, false],
      [60_000, false],
      [-30_000, true],
      [0, true],
      [30_000, true],
    ] as const) {
      const agent = await passwordStep(u);
      const r = await agent.post('/api/auth/two-step').send({ code: codeAt(u.secret, now + offset) });
      expect([offset, r.status]).toEqual([offset, ok ? 200 : 401]);
    }
  });

  test('codes of the wrong length or with letters are a 400 with a plain message; a wrong code a 401; the state stays', async () => {
    const u = await userWithTwoStep();
    const agent = await passwordStep(u);
    for (const [body, message] of [
      [{ code: '12345' }, TEXT.codeWrongLength],
      [{ code: '1234567' }, TEXT.codeWrongLength],
      [{ code: '12e456' }, TEXT.codeNotDigits],
      [{ code: 123456 }, TEXT.codeWrongLength],
      [{ recoveryCode: 'short' }, TEXT.recoveryCodeFormat],
      [{}, TEXT.proofNeeded],
      [{ code: '123456', recoveryCode: u.recoveryCodes[0] }, TEXT.proofNeeded],
    ] as const) {
      const r = await agent.post('/api/auth/two-step').send(body);
      expect([body, r.status, r.body]).toEqual([body, 400, { message }]);
    }
    const wrong = String((Number(codeAt(u.secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await agent.post('/api/auth/two-step').send({ code: wrong })).body).toEqual({ message: TEXT.wrongCode });
    setClock(twoStepClock.now() + 30_000);
    expect((await agent.post('/api/auth/two-step').send({ code: codeAt(u.secret) })).status).toBe(200);
  });

  test('a recovery code signs in once; used twice it is refused; the card counts what is left', async () => {
    const u = await userWithTwoStep();
    const agent = await passwordStep(u);
    const code = u.recoveryCodes[3]!;
    // Case, spaces and the hyphen do not matter.
    const done = await agent.post('/api/auth/two-step').send({ recoveryCode: ` ${code.toUpperCase().replace('-', ' ')} ` });
    expect(done.status).toBe(200);
    expect((await agent.get('/api/two-step')).body.recoveryCodesLeft).toBe(9);
    const again = await passwordStep(u);
    const twice = await again.post('/api/auth/two-step').send({ recoveryCode: code });
    expect([twice.status, twice.body]).toEqual([401, { message: TEXT.wrongRecoveryCode }]);
    const madeUp = await again.post('/api/auth/two-step').send({ recoveryCode: 'abcde-fghjk' });
    expect([madeUp.status, madeUp.body]).toEqual([401, { message: TEXT.wrongRecoveryCode }]);
    expect((await again.get('/api/auth/user')).status).toBe(401);
    expect(await RecoveryCodeUseModel.countDocuments({ userId: new Types.ObjectId(u.agent.user.id) })).toBe(1);
    expect((await again.post('/api/auth/two-step').send({ recoveryCode: u.recoveryCodes[4] })).status).toBe(200);
    expect((await again.get('/api/two-step')).body.recoveryCodesLeft).toBe(8);
  });

  test('the half-signed-in state expires after 5 minutes', async () => {
    const u = await userWithTwoStep();
    const start = twoStepClock.now() + 30_000;
    setClock(start);
    const agent = await passwordStep(u);
    setClock(start + 5 * 60_000);
    const late = await agent.post('/api/auth/two-step').send({ code: codeAt(u.secret) });
    expect([late.status, late.body]).toEqual([401, { message: TEXT.pendingExpired }]);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    // Gone: even back within its time, the state is not there any more.
    setClock(start + 60_000);
    const after = await agent.post('/api/auth/two-step').send({ code: codeAt(u.secret) });
    expect([after.status, after.body]).toEqual([401, { message: TEXT.noPendingSignIn }]);
    expect(await UsedStepModel.countDocuments({ userId: new Types.ObjectId(u.agent.user.id) })).toBe(1);
  });

  test('the code step without a pending password step is a 401, signed out or signed in', async () => {
    const u = await userWithTwoStep();
    const code = codeAt(u.secret, twoStepClock.now() + 30_000);
    setClock(twoStepClock.now() + 30_000);
    const none = await newAgent().post('/api/auth/two-step').send({ code });
    expect([none.status, none.body]).toEqual([401, { message: TEXT.noPendingSignIn }]);
    const signedIn = await u.agent.post('/api/auth/two-step').send({ code });
    expect([signedIn.status, signedIn.body]).toEqual([401, { message: TEXT.noPendingSignIn }]);
    // Nothing was used up.
    expect((await (await passwordStep(u)).post('/api/auth/two-step').send({ code })).status).toBe(200);
  });

  test('five code tries per password step, then the password is asked again', async () => {
    const u = await userWithTwoStep();
    setClock(twoStepClock.now() + 30_000);
    const agent = await passwordStep(u);
    const wrong = String((Number(codeAt(u.secret)) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await agent.post('/api/auth/two-step').send({ code: wrong })).body).toEqual({ message: TEXT.wrongCode });
    const sixth = await agent.post('/api/auth/two-step').send({ code: codeAt(u.secret) });
    expect([sixth.status, sixth.body]).toEqual([401, { message: TEXT.tooManyWrongCodes }]);
    expect((await agent.post('/api/auth/two-step').send({ code: codeAt(u.secret) })).body).toEqual({ message: TEXT.noPendingSignIn });
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  test("the five tries are the password step's, even when a window of the counters' clock ends between them", async () => {
    const u = await userWithTwoStep();
    setClock(twoStepClock.now() + 30_000);
    // The counters count by windows of their clock (twice the state's 5 minutes): on it, the step starts 5 s before one ends.
    const clock = rateClockBeforeWindowEnd(PENDING_SIGN_IN_MS * 2);
    try {
      const agent = await passwordStep(u);
      const wrong = String((Number(codeAt(u.secret)) + 7) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 3; i++) expect((await agent.post('/api/auth/two-step').send({ code: wrong })).body).toEqual({ message: TEXT.wrongCode });
      clock.cross();
      for (let i = 0; i < 2; i++) expect((await agent.post('/api/auth/two-step').send({ code: wrong })).body).toEqual({ message: TEXT.wrongCode });
      const sixth = await agent.post('/api/auth/two-step').send({ code: codeAt(u.secret) });
      expect([sixth.status, sixth.body]).toEqual([401, { message: TEXT.tooManyWrongCodes }]);
    } finally {
      clock.restore();
    }
  });

  test('an account without two-step signs in with the password alone, as before', async () => {
    const agent = await signUpAndLogIn(t.app);
    const again = newAgent();
    const r = await again.post('/api/auth/login').send({ email: agent.user.email, password: agent.password });
    expect(r.body).toMatchObject({ id: agent.user.id });
    expect((await again.get('/api/auth/user')).status).toBe(200);
  });
});

describe('a half-finished sign-in (password given, code pending) ends with the sessions', () => {
  const endings: Array<[string, (u: TwoStepUser) => Promise<void>]> = [
    ['signing out of all devices', async (u) => expect((await u.agent.post('/api/auth/logout-all').send()).status).toBe(200)],
    ['a password reset by link', async (u) => expect((await resetByLink(t.app, u.agent.user.id, 'a reset passphrase here')).status).toBe(200)],
    [
      'a password change from the profile',
      async (u) => {
        const body = { currentPassword: u.password, newPassword: 'a changed passphrase', confirmPassword: 'a changed passphrase' };
        expect((await u.agent.put('/api/user/password').send(body)).status).toBe(200);
      },
    ],
  ];
  test.each(endings)('%s: the code step is refused afterwards and signs nobody in', async (_how, end) => {
    const at = midStep();
    const u = await userWithTwoStep(at);
    const pending = await passwordStep(u);
    await end(u);
    // A code the app shows now (the set-up used the step before).
    setClock(at + 30_000);
    const res = await pending.post('/api/auth/two-step').send({ code: codeAt(u.secret, at + 30_000) });
    expect([res.status, res.body]).toEqual([401, { message: TEXT.noPendingSignIn }]);
    expect((await pending.get('/api/auth/user')).status).toBe(401);
    expect(await t.connection.collection(SESSIONS_COLLECTION).countDocuments({ 'session.twoStepPending.userId': u.agent.user.id })).toBe(0);
  });
});

describe('1,000 wrong codes', () => {
  const limits = {
    windowMs: 60 * 60_000,
    loginMax: 10,
    loginAccountMax: 10,
    loginAccountCeiling: 50,
    forgotPasswordMax: 10,
    forgotPasswordEmailCooldownMs: 0,
    registerMax: 10,
    registerGlobalMax: 1000,
    passkeyOptionsMax: 1000,
  };
  afterEach(async () => {
    await RateSlotModel.deleteMany({});
    forgetRateHints();
  });

  test('count against the sign-in limits: they end in 429s, nothing changes, and the owner elsewhere still gets in', async () => {
    const u = await userWithTwoStep();
    const limited = createApp({ config: { ...t.config, rateLimit: limits }, connection: t.connection, mailer: t.mailer, logger: t.logger });
    limited.set('trust proxy', true);
    const from = (ip: string) => {
      const agent = request.agent(limited).set('Origin', TEST_ORIGIN).set('X-Forwarded-For', ip);
      return agent;
    };
    const attacker = from('203.0.113.66');
    expect((await attacker.post('/api/auth/login').send({ email: u.email, password: u.password })).body).toEqual({ twoStepRequired: true });
    const userId = new Types.ObjectId(u.agent.user.id);
    const before = JSON.stringify([await TwoStepModel.findById(userId).lean(), await UsedStepModel.find({ userId }).lean(), await RecoveryCodeUseModel.find({ userId }).lean()]);
    setClock(twoStepClock.now() + 30_000);
    const right = codeAt(u.secret);
    const statuses = new Map<number, number>();
    const windowAtStart = Math.floor(Date.now() / limits.windowMs);
    for (let i = 0; i < 1000; i++) {
      const code = String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
      const r = await attacker.post('/api/auth/two-step').send({ code });
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    // 9 tries after the password step within the 10 per address, all refused; every later one a 429 (the counters'
    // windows are hours of the clock: one that turned during the run let 10 more through, refused as well).
    const turned = Math.floor(Date.now() / limits.windowMs) !== windowAtStart;
    expect(Object.fromEntries(statuses)).toEqual(turned ? { 401: 19, 429: 981 } : { 401: 9, 429: 991 });
    const blocked = await attacker.post('/api/auth/two-step').send({ code: right });
    expect([blocked.status, blocked.body]).toEqual([429, { message: 'Too many attempts. Please try again in a few minutes.' }]);
    expect((await attacker.get('/api/auth/user')).status).toBe(401);
    const after = JSON.stringify([await TwoStepModel.findById(userId).lean(), await UsedStepModel.find({ userId }).lean(), await RecoveryCodeUseModel.find({ userId }).lean()]);
    expect(after).toBe(before);
    // No lock-out of the owner: from their own address the password and the code still work.
    const owner = from('198.51.100.7');
    expect((await owner.post('/api/auth/login').send({ email: u.email, password: u.password })).body).toEqual({ twoStepRequired: true });
    expect((await owner.post('/api/auth/two-step').send({ code: right })).status).toBe(200);
  });

  test("issue 51 item 3: wrong codes from 24 addresses meet the account-wide ceiling; the owner's browser still gets in", async () => {
    await awayFromWindowEnd(LOGIN_ACCOUNT_CEILING_WINDOW_MS);
    const u = await userWithTwoStep(); // its sign-up's sign-in: 1 attempt of the ceiling's 30
    const limited = createApp({ config: { ...t.config, rateLimit: { ...limits, loginAccountCeiling: 30 } }, connection: t.connection, mailer: t.mailer, logger: t.logger });
    limited.set('trust proxy', true);
    const from = (ip: string) => request.agent(limited).set('Origin', TEST_ORIGIN).set('X-Forwarded-For', ip);
    // The owner signs in on their browser, which keeps its device cookie (2 attempts), and signs out.
    const ownerBrowser = from('198.51.100.21');
    setClock(twoStepClock.now() + 30_000);
    expect((await ownerBrowser.post('/api/auth/login').send({ email: u.email, password: u.password })).body).toEqual({ twoStepRequired: true });
    expect((await ownerBrowser.post('/api/auth/two-step').send({ code: codeAt(u.secret) })).status).toBe(200);
    expect((await ownerBrowser.post('/api/auth/logout').send({})).status).toBe(200);
    setClock(twoStepClock.now() + 30_000);
    const right = codeAt(u.secret);
    const seen = { passwordOk: 0, wrongCode: 0, refused: 0 };
    for (let a = 0; a < 24; a++) {
      const attacker = from(`203.0.113.${10 + a}`);
      const password = await attacker.post('/api/auth/login').send({ email: u.email, password: u.password });
      if (password.status === 429) {
        seen.refused++;
        continue;
      }
      seen.passwordOk++;
      for (let i = 1; i <= 4; i++) {
        const r = await attacker.post('/api/auth/two-step').send({ code: String((Number(right) + a * 4 + i) % 1_000_000).padStart(6, '0') });
        if (r.status === 429) seen.refused++;
        else if (r.status === 401) seen.wrongCode++;
      }
    }
    // 27 attempts left: 5 addresses' password and 4 codes, the sixth's password and 1 code; then only 429s.
    expect(seen).toEqual({ passwordOk: 6, wrongCode: 21, refused: 21 });
    // A browser the account does not know is refused even with the right password...
    expect((await from('198.51.100.20').post('/api/auth/login').send({ email: u.email, password: u.password })).status).toBe(429);
    // ...the owner's own browser signs in with the password and a code, from another address too.
    ownerBrowser.set('X-Forwarded-For', '198.51.100.22');
    expect((await ownerBrowser.post('/api/auth/login').send({ email: u.email, password: u.password })).body).toEqual({ twoStepRequired: true });
    expect((await ownerBrowser.post('/api/auth/two-step').send({ code: right })).status).toBe(200);
    expect((await ownerBrowser.get('/api/auth/user')).body.email).toBe(u.email);
  });
});

describe('renewing codes, turning off and re-authenticating', () => {
  /** Makes every stored session of the user look signed in `minutes` ago (the recent-authentication clock). */
  const ageSessions = (userId: string, minutes: number) =>
    t.connection
      .collection(SESSIONS_COLLECTION)
      .updateMany({ 'session.passport.user': userId }, { $set: { 'session.authenticatedAt': Date.now() - minutes * 60_000 } });

  test('new recovery codes replace the old (which stop working) and ask for recent authentication', async () => {
    const u = await userWithTwoStep();
    await ageSessions(u.agent.user.id, 11);
    const stale = await u.agent.post('/api/two-step/recovery-codes').send({});
    expect([stale.status, stale.body.reauthRequired]).toEqual([403, true]);
    await ageSessions(u.agent.user.id, 1);
    const renewed = await u.agent.post('/api/two-step/recovery-codes').send({});
    expect(renewed.status).toBe(200);
    expect(renewed.body.codes).toHaveLength(10);
    expect(renewed.body.status.recoveryCodesLeft).toBe(10);
    expect(await mailsTo(u.email, SIGN_IN_CHANGE_SUBJECTS['recovery-codes-renewed'])).toBe(1);
    const agent = await passwordStep(u);
    expect((await agent.post('/api/auth/two-step').send({ recoveryCode: u.recoveryCodes[0] })).body).toEqual({ message: TEXT.wrongRecoveryCode });
    expect((await agent.post('/api/auth/two-step').send({ recoveryCode: renewed.body.codes[0] })).status).toBe(200);
  });

  test('turning off asks for recent authentication; then the password alone signs in and nothing of two-step is kept', async () => {
    const u = await userWithTwoStep();
    await ageSessions(u.agent.user.id, 11);
    const stale = await u.agent.delete('/api/two-step').send({});
    expect(stale.status).toBe(403);
    expect(stale.body).toMatchObject({ reauthRequired: true });
    expect((await u.agent.get('/api/two-step')).body.enabled).toBe(true);
    expect(await mailsTo(u.email, SIGN_IN_CHANGE_SUBJECTS['two-step-off'])).toBe(0);

    // The 'Confirm it's you' dialog offers a code while two-step is on.
    expect((await u.agent.get('/api/auth/reauth/methods')).body).toEqual({ password: true, twoStep: true, passkeys: false });
    // Re-authentication with a code: wrong ones are a 400, a right one confirms.
    const wrong = String((Number(codeAt(u.secret)) + 3) % 1_000_000).padStart(6, '0');
    setClock(twoStepClock.now() + 30_000);
    const bad = await u.agent.post('/api/auth/reauth/code').send({ code: wrong });
    expect([bad.status, bad.body]).toEqual([400, { message: TEXT.wrongCode }]);
    expect((await u.agent.post('/api/auth/reauth/code').send({ code: 'abcdef' })).body).toEqual({ message: TEXT.codeNotDigits });
    expect((await u.agent.post('/api/auth/reauth/code').send({ code: codeAt(u.secret) })).body).toEqual({ message: TEXT.confirmed });

    const off = await u.agent.delete('/api/two-step').send({});
    expect([off.status, off.body]).toEqual([200, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }]);
    expect(await mailsTo(u.email, SIGN_IN_CHANGE_SUBJECTS['two-step-off'])).toBe(1);
    expect((await u.agent.get('/api/auth/reauth/methods')).body).toEqual({ password: true, twoStep: false, passkeys: false });
    const userId = new Types.ObjectId(u.agent.user.id);
    expect(await TwoStepModel.countDocuments({ userId })).toBe(0);
    expect(await UsedStepModel.countDocuments({ userId })).toBe(0);
    expect(await RecoveryCodeUseModel.countDocuments({ userId })).toBe(0);
    const again = newAgent();
    expect((await again.post('/api/auth/login').send({ email: u.email, password: u.password })).body).toMatchObject({ id: u.agent.user.id });
    expect((await u.agent.delete('/api/two-step').send({})).body).toEqual({ message: TEXT.notOn });
  });

  test('re-authentication with a recovery code uses it up; without two-step on, or signed out, it is refused', async () => {
    const u = await userWithTwoStep();
    await ageSessions(u.agent.user.id, 11);
    expect((await u.agent.post('/api/auth/reauth/code').send({ recoveryCode: u.recoveryCodes[9] })).status).toBe(200);
    expect((await u.agent.post('/api/two-step/recovery-codes').send({})).status).toBe(200);
    expect((await u.agent.post('/api/auth/reauth/code').send({ recoveryCode: u.recoveryCodes[9] })).body).toEqual({ message: TEXT.wrongRecoveryCode });
    const plain = await signUpAndLogIn(t.app);
    expect((await plain.post('/api/auth/reauth/code').send({ code: '123456' })).body).toEqual({ message: TEXT.notOn });
    expect((await newAgent().post('/api/auth/reauth/code').send({ code: '123456' })).status).toBe(401);
  });
});

describe('the account’s export and erasure', () => {
  test('the export says two-step is on without the secret, a recovery code or a hash; erasure leaves nothing of it', async () => {
    const u = await userWithTwoStep();
    const agent = await passwordStep(u);
    setClock(twoStepClock.now() + 30_000);
    expect((await agent.post('/api/auth/two-step').send({ recoveryCode: u.recoveryCodes[2] })).status).toBe(200);
    const exported = await agent.get('/api/account/export');
    expect(exported.status).toBe(200);
    const data = JSON.parse(exported.text) as { collections: Record<string, Record<string, unknown>[]> };
    expect(data.collections.two_step).toEqual([expect.objectContaining({ enabledAt: expect.any(String) })]);
    expect(data.collections.two_step_recovery_uses).toHaveLength(1);
    const stored = await TwoStepModel.findById(new Types.ObjectId(u.agent.user.id)).lean();
    for (const secretThing of [u.secret, stored!.secret!, stored!.recovery!.hashSalt, ...stored!.recovery!.hashes, ...u.recoveryCodes]) {
      expect(exported.text).not.toContain(secretThing);
    }
    const erased = await agent.delete('/api/account').send({ password: u.password });
    expect(erased.status).toBe(200);
    const userId = new Types.ObjectId(u.agent.user.id);
    expect(await TwoStepModel.countDocuments({ userId })).toBe(0);
    expect(await UsedStepModel.countDocuments({ userId })).toBe(0);
    expect(await RecoveryCodeUseModel.countDocuments({ userId })).toBe(0);
  });
});
