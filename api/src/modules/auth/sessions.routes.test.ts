// "Where you're signed in" (issue 40, ASVS V3.3.4), on the real database: the user's own sessions with browser and
// system, never a session id; signing one out by its public id, only among the caller's own sessions.
import request from 'supertest';
import { ACCOUNT_SECURITY_TEXTS } from '@renewly/shared-contracts/features/account-security';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type TestApp } from '../../../test/helpers';
import { sessionPublicId } from './account-sessions';
import { SESSIONS_COLLECTION } from './session-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

/** A second device of the same user, signed in with its own user agent. */
async function secondDevice(email: string, password: string, userAgent: string) {
  const agent = request.agent(t.app).set('Origin', TEST_ORIGIN).set('User-Agent', userAgent);
  expect((await agent.post('/api/auth/login').send({ email, password })).status).toBe(200);
  return agent;
}

const storedSessionIds = async (userId: string) =>
  (await t.connection.collection<{ _id: string }>(SESSIONS_COLLECTION).find({ 'session.passport.user': userId }).toArray()).map((s) => s._id);

test('lists both devices with browser, system and times, "current" on this one; no session id, user agent or address is given or stored', async () => {
  const user = await signUpAndLogIn(t.app);
  user.set('User-Agent', CHROME_WINDOWS);
  const phone = await secondDevice(user.user.email, user.password, SAFARI_IPHONE);
  expect((await phone.get('/api/auth/user')).status).toBe(200);

  const r = await user.get('/api/auth/sessions');
  expect(r.status).toBe(200);
  expect(r.body).toHaveLength(2);
  const [mine, other] = r.body as Array<Record<string, unknown>>;
  expect(mine).toMatchObject({ current: true, browser: 'Chrome 131', system: 'Windows 10' });
  expect(other).toMatchObject({ current: false, browser: 'Safari 17', system: 'iOS 17' });
  for (const s of [mine!, other!]) {
    expect(Object.keys(s).sort()).toEqual(['browser', 'current', 'id', 'lastUsedAt', 'signedInAt', 'system']);
    expect(s.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(String(s.signedInAt)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(new Date(String(s.lastUsedAt)).getUTCSeconds()).toBe(0); // rounded to the minute
  }
  const ids = await storedSessionIds(user.user.id);
  for (const id of ids) expect(r.text).not.toContain(id);
  expect(ids.map(sessionPublicId).sort()).toEqual([mine!.id, other!.id].sort());

  const stored = JSON.stringify(await t.connection.collection(SESSIONS_COLLECTION).find({ 'session.passport.user': user.user.id }).toArray());
  expect(stored).not.toContain('Mozilla');
  expect(stored).not.toContain('127.0.0.1');
  expect(stored).not.toContain('::ffff');
});

test('"Sign out" on another device ends that session only; the list no longer shows it', async () => {
  const user = await signUpAndLogIn(t.app);
  const phone = await secondDevice(user.user.email, user.password, SAFARI_IPHONE);
  const list = (await user.get('/api/auth/sessions')).body as Array<{ id: string; current: boolean }>;
  const other = list.find((s) => !s.current)!;
  const r = await user.delete(`/api/auth/sessions/${other.id}`);
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ message: ACCOUNT_SECURITY_TEXTS.sessionSignedOut, current: false });
  expect((await phone.get('/api/auth/user')).status).toBe(401);
  expect((await user.get('/api/auth/user')).status).toBe(200);
  expect(((await user.get('/api/auth/sessions')).body as unknown[]).length).toBe(1);
  // Signed out already: a 404 the second time.
  expect((await user.delete(`/api/auth/sessions/${other.id}`)).status).toBe(404);
});

test('"Sign out" on this device signs this session out', async () => {
  const user = await signUpAndLogIn(t.app);
  const [mine] = (await user.get('/api/auth/sessions')).body as Array<{ id: string }>;
  const r = await user.delete(`/api/auth/sessions/${mine!.id}`);
  expect(r.body).toMatchObject({ current: true });
  expect((await user.get('/api/auth/user')).status).toBe(401);
});

test('another user’s session, by its public id or its real id: 404 and it stays signed in', async () => {
  const alice = await signUpAndLogIn(t.app);
  const bob = await signUpAndLogIn(t.app);
  const [bobs] = (await bob.get('/api/auth/sessions')).body as Array<{ id: string }>;
  const r = await alice.delete(`/api/auth/sessions/${bobs!.id}`);
  expect(r.status).toBe(404);
  expect(r.body).toEqual({ message: ACCOUNT_SECURITY_TEXTS.sessionNotFound });
  expect((await bob.get('/api/auth/user')).status).toBe(200);
  // The raw session id is not a public id: malformed (400) or unknown (404), never found.
  const [bobRaw] = await storedSessionIds(bob.user.id);
  expect([400, 404]).toContain((await alice.delete(`/api/auth/sessions/${bobRaw!}`)).status);
  expect((await bob.get('/api/auth/user')).status).toBe(200);
});

test('a malformed id is a 400; signed out is a 401; a body or query is a 400', async () => {
  const user = await signUpAndLogIn(t.app);
  for (const id of ['x', 'a'.repeat(44), `${'a'.repeat(42)}%24`, '..%2F..%2Fuser']) {
    const r = await user.delete(`/api/auth/sessions/${id}`);
    expect(r.status).toBe(400);
    expect(typeof r.body.message).toBe('string');
  }
  expect((await user.delete(`/api/auth/sessions/${'a'.repeat(43)}`).send({ all: true })).status).toBe(400);
  expect((await user.get('/api/auth/sessions?all=1')).status).toBe(400);
  expect((await request(t.app).get('/api/auth/sessions')).status).toBe(401);
  expect((await request(t.app).delete(`/api/auth/sessions/${'a'.repeat(43)}`).set('Origin', TEST_ORIGIN)).status).toBe(401);
});
