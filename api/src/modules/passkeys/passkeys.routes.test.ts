// Passkeys (issue 40) over HTTP on the real database, with real WebAuthn answers from a software authenticator
// (P-256, 'none' attestation): registration, the passkey sign-in and re-authentication, and every refusal of the
// issue's "Bad input" (forged, replayed, expired, another session's, another user's, a counter going backwards, the
// wrong origin or RP ID, malformed bodies), each with nothing changed.
import { Types } from 'mongoose';
import request from 'supertest';
import { PASSKEY_TEXTS } from '@renewly/shared-contracts/features/passkeys';
import { REAUTH_REQUIRED_MESSAGE, SIGN_IN_CHANGE_SUBJECTS } from '@renewly/shared-contracts/features/sign-in-security';
import { createApp } from '../../app';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { RATE_LIMIT_MESSAGE } from '../../core/http/rate-limit';
import { SESSIONS_COLLECTION } from '../auth/session-store';
import { UserModel } from '../users/user.model';
import { awayFromWindowEnd, createTestApp, markContactsVerified, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { SoftAuthenticator, tamper } from '../../../test/soft-authenticator';
import { resetByLink } from '../../../test/reset-fixtures';
import { PASSWORD_CHANGED_SUBJECT, RESET_PASSKEYS_REMOVED_MESSAGE, RESET_PASSWORD_MESSAGE } from '../sign-in/auth.service';
import { CHALLENGE_TTL_MS, challengeClock } from './passkey-challenge';
import { PasskeyModel } from './passkey.model';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  challengeClock.now = () => Date.now();
});

type Agent = ReturnType<typeof request.agent>;
const signedOut = (): Agent => request.agent(t.app).set('Origin', TEST_ORIGIN);

/** Registers a passkey on the agent's account with `device`; returns the stored record's id. */
async function addPasskey(agent: SignedInAgent, device: SoftAuthenticator, name = 'My phone'): Promise<string> {
  const options = await agent.post('/api/passkeys/registration/options').expect(200);
  const res = await agent.post('/api/passkeys/registration/verify').send({ name, credential: device.register(options.body) });
  expect([res.status, res.body.message]).toEqual([201, undefined]);
  return res.body.id as string;
}

async function signInOptions(agent: Agent) {
  const res = await agent.post('/api/auth/passkey/options').expect(200);
  return res.body;
}

/** Posts the device's answer to `options` as the agent's passkey sign-in (the request made after the options arrived). */
function verifyWith(agent: Agent, device: SoftAuthenticator, options: Parameters<SoftAuthenticator['authenticate']>[0], tweaks: Parameters<SoftAuthenticator['authenticate']>[1] = {}) {
  return agent.post('/api/auth/passkey/verify').send({ credential: device.authenticate(options, tweaks) });
}

const stored = (credentialId: string) => PasskeyModel.findOne({ credentialId }).lean();

/** Makes the agent's sessions look signed in 11 minutes ago (re-authentication then needed). */
async function ageAuthentication(userId: string): Promise<void> {
  await t.connection.collection('sessions').updateMany({ 'session.passport.user': userId }, { $set: { 'session.authenticatedAt': Date.now() - 11 * 60_000 } });
}

describe('adding a passkey', () => {
  test('options ask for user verification, prefer a resident key and exclude the passkeys already there', async () => {
    const alex = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    const first = await alex.post('/api/passkeys/registration/options').expect(200);
    expect(first.body).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Renewly' },
      user: { name: alex.user.email, id: Buffer.from(alex.user.id, 'hex').toString('base64url') },
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      attestation: 'none',
      excludeCredentials: [],
    });
    await alex.post('/api/passkeys/registration/verify').send({ name: 'Laptop', credential: device.register(first.body) }).expect(201);
    const second = await alex.post('/api/passkeys/registration/options').expect(200);
    expect(second.body.excludeCredentials).toEqual([{ id: device.credentials[0]!.id, type: 'public-key', transports: ['internal'] }]);
  });

  test('a verified passkey is stored with its key, counter, transports and backup flags, listed, and the verified address is told', async () => {
    const alex = await signUpAndLogIn(t.app);
    await markContactsVerified(alex.user.id);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    const id = await addPasskey(alex, device, '  Work laptop  ');
    const record = await stored(device.credentials[0]!.id);
    expect(record).toMatchObject({ userId: new Types.ObjectId(alex.user.id), name: 'Work laptop', counter: 0, transports: ['internal'], deviceType: 'singleDevice', backedUp: false, lastUsedAt: null });
    expect(record!.publicKey.length).toBeGreaterThan(50);
    const list = await alex.get('/api/passkeys').expect(200);
    expect(list.body).toEqual([{ id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null, backedUp: false }]);
    const mail = await OutboxModel.findOne({ to: alex.user.email, subject: SIGN_IN_CHANGE_SUBJECTS['passkey-added'] }).lean();
    expect(mail?.text).toContain('A passkey named "Work laptop" was added to your account.');
  });

  test("issue 51 item 9: the notice quotes a passkey's name as data: its quotes cannot close the quotation, and it is cut to 30 characters", async () => {
    const alex = await signUpAndLogIn(t.app);
    await markContactsVerified(alex.user.id);
    await addPasskey(alex, new SoftAuthenticator(TEST_ORIGIN), 'x" was removed. Call 0800 000 0000 to keep it "');
    const mail = await OutboxModel.findOne({ to: alex.user.email, subject: SIGN_IN_CHANGE_SUBJECTS['passkey-added'] }).lean();
    expect(mail?.text).toContain(`A passkey named "x' was removed. Call 0800 000…" was added to your account.`);
    expect(mail?.text).not.toContain('to keep it');
  });

  test('refused: no user verification, another origin, another RP ID, a forged attestation, a replay, an expired challenge', async () => {
    const alex = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    const attempt = async (tweak: Parameters<SoftAuthenticator['register']>[1], edit = (c: ReturnType<SoftAuthenticator['register']>) => c) => {
      const options = await alex.post('/api/passkeys/registration/options').expect(200);
      return alex.post('/api/passkeys/registration/verify').send({ name: 'X', credential: edit(device.register(options.body, tweak)) });
    };
    for (const res of [
      await attempt({ userVerified: false }),
      await attempt({ origin: 'https://evil.example' }),
      await attempt({ rpId: 'evil.example' }),
      await attempt({}, (c) => ({ ...c, response: { ...c.response, attestationObject: tamper(c.response.attestationObject, 40) } })),
      await attempt({ challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }),
    ]) {
      expect([res.status, res.body.message]).toEqual([400, PASSKEY_TEXTS.failed]);
    }
    // Replayed: the same answer twice (its challenge is spent).
    const options = await alex.post('/api/passkeys/registration/options').expect(200);
    const credential = device.register(options.body);
    await alex.post('/api/passkeys/registration/verify').send({ name: 'Once', credential }).expect(201);
    const replay = await alex.post('/api/passkeys/registration/verify').send({ name: 'Twice', credential });
    expect([replay.status, replay.body.message]).toEqual([400, PASSKEY_TEXTS.challengeMissing]);
    // Expired: answered after five minutes.
    const late = await alex.post('/api/passkeys/registration/options').expect(200);
    challengeClock.now = () => Date.now() + CHALLENGE_TTL_MS + 1000;
    const expired = await alex.post('/api/passkeys/registration/verify').send({ name: 'Late', credential: device.register(late.body) });
    expect([expired.status, expired.body.message]).toEqual([400, PASSKEY_TEXTS.challengeMissing]);
    expect((await alex.get('/api/passkeys')).body.map((p: { name: string }) => p.name)).toEqual(['Once']);
  });
});

describe('signing in with a passkey', () => {
  test('no email typed: the passkey names the user, the sign-in is complete (recently authenticated) and its use is stored', async () => {
    const alex = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(alex, device);
    const browser = signedOut();
    const options = await signInOptions(browser);
    expect(options).toMatchObject({ rpId: '127.0.0.1', userVerification: 'required', allowCredentials: [] });
    const res = await browser.post('/api/auth/passkey/verify').send({ credential: device.authenticate(options) });
    expect([res.status, res.body.email]).toEqual([200, alex.user.email]);
    expect((await browser.get('/api/auth/user')).body.id).toBe(alex.user.id);
    const record = await stored(device.credentials[0]!.id);
    expect(record).toMatchObject({ counter: 1 });
    expect(record!.lastUsedAt).toBeInstanceOf(Date);
    // Counts as a full, recent sign-in: a sensitive change goes through without asking again.
    const spare = new SoftAuthenticator(TEST_ORIGIN);
    const spareId = await addPasskey(alex, spare, 'Spare');
    expect((await browser.delete(`/api/passkeys/${spareId}`)).status).toBe(204);
  });

  test('a synced passkey: its backed-up flag is stored at each use', async () => {
    const alex = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    const options = await alex.post('/api/passkeys/registration/options').expect(200);
    await alex.post('/api/passkeys/registration/verify').send({ name: 'Synced', credential: device.register(options.body, { backupEligible: true }) }).expect(201);
    expect(await stored(device.credentials[0]!.id)).toMatchObject({ deviceType: 'multiDevice', backedUp: false });
    const browser = signedOut();
    await verifyWith(browser, device, await signInOptions(browser), { backupEligible: true, backedUp: true }).expect(200);
    expect(await stored(device.credentials[0]!.id)).toMatchObject({ deviceType: 'multiDevice', backedUp: true });
    expect((await alex.get('/api/passkeys')).body[0]).toMatchObject({ backedUp: true });
  });

  test('every bad answer is refused with a plain message, signs nobody in and changes nothing', async () => {
    const alex = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(alex, device);
    const credentialId = device.credentials[0]!.id;
    // Move the counter to 5 with a good sign-in.
    const first = signedOut();
    await verifyWith(first, device, await signInOptions(first), { counter: 5 }).expect(200);
    const before = await stored(credentialId);

    const refusals: [string, (browser: Agent) => Promise<request.Response>, number, string][] = [
      ['a forged signature', async (b) => {
        const c = device.authenticate(await signInOptions(b), { counter: 6 });
        return b.post('/api/auth/passkey/verify').send({ credential: { ...c, response: { ...c.response, signature: tamper(c.response.signature, 20) } } });
      }, 401, PASSKEY_TEXTS.signInFailed],
      ['forged authenticator data', async (b) => {
        const c = device.authenticate(await signInOptions(b), { counter: 6 });
        return b.post('/api/auth/passkey/verify').send({ credential: { ...c, response: { ...c.response, authenticatorData: tamper(c.response.authenticatorData, 33) } } });
      }, 401, PASSKEY_TEXTS.signInFailed],
      ['a counter that goes backwards', async (b) => verifyWith(b, device, await signInOptions(b), { counter: 3 }), 401, PASSKEY_TEXTS.signInFailed],
      ['a counter that stands still', async (b) => verifyWith(b, device, await signInOptions(b), { counter: 5 }), 401, PASSKEY_TEXTS.signInFailed],
      ['another origin', async (b) => verifyWith(b, device, await signInOptions(b), { counter: 6, origin: 'https://renewly.evil.example' }), 401, PASSKEY_TEXTS.signInFailed],
      ['another RP ID', async (b) => verifyWith(b, device, await signInOptions(b), { counter: 6, rpId: 'evil.example' }), 401, PASSKEY_TEXTS.signInFailed],
      ['no user verification', async (b) => verifyWith(b, device, await signInOptions(b), { counter: 6, userVerified: false }), 401, PASSKEY_TEXTS.signInFailed],
      ['a device-bound passkey claiming to be syncable', async (b) => verifyWith(b, device, await signInOptions(b), { counter: 6, backupEligible: true }), 401, PASSKEY_TEXTS.signInFailed],
      ['another user handle', async (b) => {
        const c = device.authenticate(await signInOptions(b), { counter: 6 });
        return b.post('/api/auth/passkey/verify').send({ credential: { ...c, response: { ...c.response, userHandle: Buffer.from('0'.repeat(24), 'hex').toString('base64url') } } });
      }, 401, PASSKEY_TEXTS.signInFailed],
      ['an unknown passkey', async (b) => {
        const stranger = new SoftAuthenticator(TEST_ORIGIN);
        stranger.register({ ...(await alex.post('/api/passkeys/registration/options')).body });
        return verifyWith(b, stranger, await signInOptions(b));
      }, 401, PASSKEY_TEXTS.signInFailed],
      ['a challenge this session never asked for', async (b) => verifyWith(b, device, await signInOptions(signedOut()), { counter: 6 }), 400, PASSKEY_TEXTS.challengeMissing],
      ["another session's challenge", async (b) => {
        await signInOptions(b);
        return verifyWith(b, device, await signInOptions(signedOut()), { counter: 6 });
      }, 401, PASSKEY_TEXTS.signInFailed],
      ['an expired challenge', async (b) => {
        const options = await signInOptions(b);
        challengeClock.now = () => Date.now() + CHALLENGE_TTL_MS + 1000;
        return b.post('/api/auth/passkey/verify').send({ credential: device.authenticate(options, { counter: 6 }) });
      }, 400, PASSKEY_TEXTS.challengeMissing],
      ['a challenge made for a re-authentication', async (b) => {
        const options = (await alex.post('/api/auth/reauth/passkey/options').expect(200)).body;
        return b.post('/api/auth/passkey/verify').send({ credential: device.authenticate(options, { counter: 6 }) });
      }, 400, PASSKEY_TEXTS.challengeMissing],
    ];
    for (const [what, send, status, message] of refusals) {
      const browser = signedOut();
      device.credentials[0]!.counter = 5;
      const res = await send(browser);
      challengeClock.now = () => Date.now();
      expect([what, res.status, res.body.message]).toEqual([what, status, message]);
      expect([what, (await browser.get('/api/auth/user')).status]).toEqual([what, 401]);
      expect([what, await stored(credentialId)]).toEqual([what, before]);
    }
  });

  test('a replayed answer is refused: its challenge is spent, and a new challenge does not match it', async () => {
    const alex = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(alex, device);
    const browser = signedOut();
    const credential = device.authenticate(await signInOptions(browser));
    await browser.post('/api/auth/passkey/verify').send({ credential }).expect(200);
    const again = await browser.post('/api/auth/passkey/verify').send({ credential });
    expect([again.status, again.body.message]).toEqual([400, PASSKEY_TEXTS.challengeMissing]);
    const other = signedOut();
    await signInOptions(other);
    const replayed = await other.post('/api/auth/passkey/verify').send({ credential });
    expect([replayed.status, replayed.body.message]).toEqual([401, PASSKEY_TEXTS.signInFailed]);
    expect((await other.get('/api/auth/user')).status).toBe(401);
  });

  test('malformed bodies are a 400 with a message, never a 500', async () => {
    const alex = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(alex, device);
    const good = device.authenticate(await signInOptions(signedOut()));
    const bodies: unknown[] = [
      {},
      { credential: 'x' },
      { credential: { ...good, id: 'not base64url!' } },
      { credential: { ...good, type: 'password' } },
      { credential: { ...good, extra: 1 } },
      { credential: { ...good, response: { ...good.response, signature: { $ne: null } } } },
      { credential: { ...good, response: { ...good.response, clientDataJSON: 'AAAA' } } },
      { credential: { ...good, response: { ...good.response, clientDataJSON: Buffer.from('{"type":1}').toString('base64url') } } },
      { credential: { ...good, response: { ...good.response, authenticatorData: 'AA' } } },
      { credential: { ...good, rawId: 'AAAA' } },
      { credential: good, more: true },
    ];
    for (const body of bodies) {
      const browser = signedOut();
      await signInOptions(browser);
      const res = await browser.post('/api/auth/passkey/verify').send(body as object);
      expect([JSON.stringify(body).slice(0, 80), res.status < 500 && res.status >= 400, typeof res.body.message]).toEqual([JSON.stringify(body).slice(0, 80), true, 'string']);
    }
    const regOptions = await alex.post('/api/passkeys/registration/options').expect(200);
    const reg = device.register(regOptions.body);
    for (const body of [
      { name: '', credential: reg },
      { name: 'x'.repeat(51), credential: reg },
      { name: 'ok' },
      { name: 'ok', credential: { ...reg, response: { ...reg.response, attestationObject: 'AAAA' } } },
      { name: 'ok', credential: { ...reg, response: { ...reg.response, attestationObject: Buffer.from([0xa1, 0x63, 0x66, 0x6d, 0x74]).toString('base64url') } } },
    ]) {
      await alex.post('/api/passkeys/registration/options').expect(200);
      const res = await alex.post('/api/passkeys/registration/verify').send(body);
      expect([res.status, typeof res.body.message]).toEqual([400, 'string']);
    }
    expect(await PasskeyModel.countDocuments({ userId: new Types.ObjectId(alex.user.id) })).toBe(1);
  });

  test('signed-out options are limited per address: past the limit a 429 with the message, and no session is kept for it', async () => {
    await awayFromWindowEnd(t.config.rateLimit.windowMs);
    const config = { ...t.config, rateLimit: { ...t.config.rateLimit, passkeyOptionsMax: 3 } };
    const limited = createApp({ config, connection: t.connection, mailer: t.mailer, logger: t.logger });
    limited.set('trust proxy', true);
    const ask = (ip: string) => request(limited).post('/api/auth/passkey/options').set('Origin', TEST_ORIGIN).set('X-Forwarded-For', ip);
    for (let i = 0; i < 3; i++) expect((await ask('203.0.113.60')).status).toBe(200);
    const sessions = () => t.connection.collection(SESSIONS_COLLECTION).countDocuments();
    const before = await sessions();
    const over = await ask('203.0.113.60');
    expect([over.status, over.body]).toEqual([429, { message: RATE_LIMIT_MESSAGE }]);
    expect(over.headers['set-cookie']).toBeUndefined();
    expect(await sessions()).toBe(before);
    // Another address has its own allowance.
    expect((await ask('203.0.113.61')).status).toBe(200);
  });
});

describe('rename and remove', () => {
  test("another user's passkey is not found (404) for rename and remove, and stays as it was", async () => {
    const alex = await signUpAndLogIn(t.app);
    const bo = await signUpAndLogIn(t.app);
    const id = await addPasskey(alex, new SoftAuthenticator(TEST_ORIGIN), 'Alex phone');
    const rename = await bo.patch(`/api/passkeys/${id}`).send({ name: 'Mine now' });
    expect([rename.status, rename.body.message]).toEqual([404, PASSKEY_TEXTS.notFound]);
    const remove = await bo.delete(`/api/passkeys/${id}`);
    expect([remove.status, remove.body.message]).toEqual([404, PASSKEY_TEXTS.notFound]);
    expect((await bo.get('/api/passkeys')).body).toEqual([]);
    expect((await alex.get('/api/passkeys')).body.map((p: { name: string }) => p.name)).toEqual(['Alex phone']);
  });

  test('rename changes the name only; a bad name is a 400', async () => {
    const alex = await signUpAndLogIn(t.app);
    const id = await addPasskey(alex, new SoftAuthenticator(TEST_ORIGIN), 'Old');
    const res = await alex.patch(`/api/passkeys/${id}`).send({ name: ' New name ' });
    expect([res.status, res.body.name]).toEqual([200, 'New name']);
    for (const body of [{ name: '' }, { name: 'a\u0000b' }, { name: 7 }, { name: 'ok', extra: 1 }, {}]) {
      const bad = await alex.patch(`/api/passkeys/${id}`).send(body);
      expect([bad.status, typeof bad.body.message]).toEqual([400, 'string']);
    }
    expect((await alex.get('/api/passkeys')).body[0].name).toBe('New name');
  });

  test('remove needs a recent sign-in, then removes and tells the verified address', async () => {
    const alex = await signUpAndLogIn(t.app);
    await markContactsVerified(alex.user.id);
    const id = await addPasskey(alex, new SoftAuthenticator(TEST_ORIGIN), 'Old phone');
    await ageAuthentication(alex.user.id);
    const stale = await alex.delete(`/api/passkeys/${id}`);
    expect([stale.status, stale.body]).toEqual([403, { message: REAUTH_REQUIRED_MESSAGE, reauthRequired: true }]);
    expect((await alex.get('/api/passkeys')).body).toHaveLength(1);
    await alex.post('/api/auth/login').send({ email: alex.user.email, password: alex.password }).expect(200);
    await alex.delete(`/api/passkeys/${id}`).expect(204);
    expect((await alex.get('/api/passkeys')).body).toEqual([]);
    const mail = await OutboxModel.findOne({ to: alex.user.email, subject: SIGN_IN_CHANGE_SUBJECTS['passkey-removed'] }).lean();
    expect(mail?.text).toContain('A passkey named "Old phone" was removed from your account.');
  });

  test('an account with no password keeps its last passkey: removing it is refused with the reason', async () => {
    const sam = await signUpAndLogIn(t.app);
    const a = await addPasskey(sam, new SoftAuthenticator(TEST_ORIGIN), 'Phone');
    const b = await addPasskey(sam, new SoftAuthenticator(TEST_ORIGIN), 'Laptop');
    await UserModel.collection.updateOne({ _id: new Types.ObjectId(sam.user.id) }, { $set: { passwordHash: '' } });
    await sam.delete(`/api/passkeys/${a}`).expect(204);
    const last = await sam.delete(`/api/passkeys/${b}`);
    expect([last.status, last.body.message]).toEqual([409, PASSKEY_TEXTS.lastWayIn]);
    expect((await sam.get('/api/passkeys')).body.map((p: { id: string }) => p.id)).toEqual([b]);
    // With a password, the last passkey may go.
    const pat = await signUpAndLogIn(t.app);
    const only = await addPasskey(pat, new SoftAuthenticator(TEST_ORIGIN));
    await pat.delete(`/api/passkeys/${only}`).expect(204);
  });
});

describe('a password reset by link', () => {
  const resetNotice = async (to: string) => (await OutboxModel.findOne({ to, subject: PASSWORD_CHANGED_SUBJECT }).sort({ _id: -1 }).lean())?.text ?? '';

  test('the passkeys are kept unless asked, and the reset’s notice lists the ones that still sign in', async () => {
    const alex = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(alex, device, 'Work laptop');
    await addPasskey(alex, new SoftAuthenticator(TEST_ORIGIN), 'Old phone');
    const reset = await resetByLink(t.app, alex.user.id, 'a fresh reset passphrase');
    expect([reset.status, reset.body]).toEqual([200, { message: RESET_PASSWORD_MESSAGE }]);
    const notice = await resetNotice(alex.user.email);
    expect(notice).toContain('These passkeys can still sign in to your account without the password:');
    expect(notice).toMatch(/- "Work laptop", added \d\d\/\d\d\/\d{4}\n- "Old phone", added/);
    expect(notice).toContain('Profile → Passkeys');
    const browser = signedOut();
    await verifyWith(browser, device, await signInOptions(browser)).expect(200);
  });

  test('with removePasskeys every passkey goes: none signs in again, the answer and the notice say so', async () => {
    const alex = await signUpAndLogIn(t.app);
    const bo = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(alex, device, 'Someone else’s key');
    await addPasskey(bo, new SoftAuthenticator(TEST_ORIGIN), 'Bo phone');
    const reset = await resetByLink(t.app, alex.user.id, 'a fresh reset passphrase', { removePasskeys: true });
    expect([reset.status, reset.body]).toEqual([200, { message: RESET_PASSKEYS_REMOVED_MESSAGE }]);
    expect(await PasskeyModel.countDocuments({ userId: new Types.ObjectId(alex.user.id) })).toBe(0);
    // Another account's passkeys are untouched.
    expect(await PasskeyModel.countDocuments({ userId: new Types.ObjectId(bo.user.id) })).toBe(1);
    const browser = signedOut();
    const res = await verifyWith(browser, device, await signInOptions(browser));
    expect(res.status).toBe(401);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    const notice = await resetNotice(alex.user.email);
    expect(notice).toContain('As you asked, these passkeys were removed from your account:');
    expect(notice).toContain('- "Someone else’s key", added');
    expect(notice).not.toContain('can still sign in');
  });

  test('an account without passkeys gets the notice without a word on them; a bad removePasskeys is a 400 that changes nothing', async () => {
    const alex = await signUpAndLogIn(t.app);
    for (const removePasskeys of ['yes', 1, null, { $ne: false }]) {
      const res = await resetByLink(t.app, alex.user.id, 'a fresh reset passphrase', { removePasskeys });
      expect([res.status, typeof res.body.message]).toEqual([400, 'string']);
    }
    const login = await signedOut().post('/api/auth/login').send({ email: alex.user.email, password: alex.password });
    expect(login.status).toBe(200);
    expect((await resetByLink(t.app, alex.user.id, 'a fresh reset passphrase', { removePasskeys: true })).body).toEqual({ message: RESET_PASSWORD_MESSAGE });
    expect(await resetNotice(alex.user.email)).not.toMatch(/passkey/i);
  });
});

describe('re-authentication with a passkey', () => {
  test("confirms it's you: options name the user's own passkeys, a good answer marks the session recent", async () => {
    const alex = await signUpAndLogIn(t.app);
    const device = new SoftAuthenticator(TEST_ORIGIN);
    expect((await alex.get('/api/auth/reauth/methods')).body).toMatchObject({ passkeys: false });
    const id = await addPasskey(alex, device);
    // The 'Confirm it's you' dialog offers 'Use a passkey' once the account has one.
    expect((await alex.get('/api/auth/reauth/methods')).body).toMatchObject({ passkeys: true });
    await ageAuthentication(alex.user.id);
    expect((await alex.delete(`/api/passkeys/${id}`)).status).toBe(403);
    const options = await alex.post('/api/auth/reauth/passkey/options').expect(200);
    expect(options.body.allowCredentials).toEqual([{ id: device.credentials[0]!.id, type: 'public-key', transports: ['internal'] }]);
    const res = await alex.post('/api/auth/reauth/passkey/verify').send({ credential: device.authenticate(options.body) });
    expect([res.status, res.body.message]).toEqual([200, PASSKEY_TEXTS.confirmed]);
    expect((await alex.delete(`/api/passkeys/${id}`)).status).toBe(204);
  });

  test("refused: another user's passkey, a sign-in challenge, a forged answer, no passkey at all, signed out", async () => {
    const alex = await signUpAndLogIn(t.app);
    const bo = await signUpAndLogIn(t.app);
    const alexDevice = new SoftAuthenticator(TEST_ORIGIN);
    const boDevice = new SoftAuthenticator(TEST_ORIGIN);
    await addPasskey(alex, alexDevice);
    const none = await bo.post('/api/auth/reauth/passkey/options');
    expect([none.status, none.body.message]).toEqual([400, PASSKEY_TEXTS.noPasskeys]);
    await addPasskey(bo, boDevice);
    await ageAuthentication(bo.user.id);
    const options = (await bo.post('/api/auth/reauth/passkey/options').expect(200)).body;
    const foreign = await bo.post('/api/auth/reauth/passkey/verify').send({ credential: alexDevice.authenticate(options) });
    expect([foreign.status, foreign.body.message]).toEqual([400, PASSKEY_TEXTS.notYours]);
    const signInChallenge = await signInOptions(bo);
    const wrongPurpose = await bo.post('/api/auth/reauth/passkey/verify').send({ credential: boDevice.authenticate(signInChallenge) });
    expect([wrongPurpose.status, wrongPurpose.body.message]).toEqual([400, PASSKEY_TEXTS.challengeMissing]);
    const forged = boDevice.authenticate((await bo.post('/api/auth/reauth/passkey/options')).body);
    const res = await bo.post('/api/auth/reauth/passkey/verify').send({ credential: { ...forged, response: { ...forged.response, signature: tamper(forged.response.signature) } } });
    expect([res.status, res.body.message]).toEqual([400, PASSKEY_TEXTS.failed]);
    // Still not recent.
    expect((await bo.delete(`/api/passkeys/${(await bo.get('/api/passkeys')).body[0].id}`)).status).toBe(403);
    expect((await signedOut().post('/api/auth/reauth/passkey/options')).status).toBe(401);
  });
});
