// Issue 11 findings 8, 9 and 10 that show at the HTTP surface: storage caps, the DVLA quotas, malformed escapes,
// caching and the session cookie's Secure flag.
import request from 'supertest';
import { createApp } from '../app';
import { awayFromWindowEnd, createTestApp, signUpAndLogIn, TEST_ORIGIN, type TestApp } from '../../test/helpers';
import { type FakeDvla, startFakeDvla } from '../../test/fake-dvla-server';
import { forgetRateHints, RateSlotModel } from '../core/security/rate-counter';

let dvla: FakeDvla;
let t: TestApp;
beforeAll(async () => {
  dvla = await startFakeDvla({ apiKey: 'quota-key' });
  t = await createTestApp({ config: { dvla: { apiKey: 'quota-key', apiUrl: `${dvla.url}/vehicle-enquiry` } } });
});
afterAll(async () => {
  await t.close();
  await dvla.stop();
});
beforeEach(async () => {
  await t.clearDatabase();
  forgetRateHints();
  dvla.calls.length = 0;
});

const withConfig = (overrides: Partial<TestApp['config']>) =>
  createApp({ config: { ...t.config, ...overrides }, connection: t.connection, mailer: t.mailer, logger: t.logger });

const policyForm = (n: number) => ({
  registrationNumber: `AB${String(10 + n).slice(-2)} CDE`,
  carManufacturer: 'Ford',
  carModel: 'Focus',
  renewalDate: new Date(Date.now() + 90 * 86400000).toISOString().slice(0, 10),
  isActive: true,
});

test('finding 8: a user keeps at most maxPoliciesPerUser policies (409 with a clear message); others are not affected', async () => {
  const app = withConfig({ maxPoliciesPerUser: 3 });
  const alice = await signUpAndLogIn(app);
  const bob = await signUpAndLogIn(app);
  for (let i = 0; i < 3; i++) expect((await alice.post('/api/policies').send(policyForm(i))).status).toBe(201);
  const over = await alice.post('/api/policies').send(policyForm(3));
  expect(over.status).toBe(409);
  expect(over.body).toEqual({ message: 'You can keep at most 3 policies. Delete one to add another.' });
  expect((await alice.get('/api/policies')).body).toHaveLength(3);
  expect((await bob.post('/api/policies').send(policyForm(0))).status).toBe(201);
});

test('issue 23 finding 5: creates racing at the cap cannot pass it; a deleted policy frees its place', async () => {
  const app = withConfig({ maxPoliciesPerUser: 3 });
  const alice = await signUpAndLogIn(app);
  for (let i = 0; i < 2; i++) expect((await alice.post('/api/policies').send(policyForm(i))).status).toBe(201);
  // Six creates at once at 2 of 3: exactly one gets the last place.
  const racing = await Promise.all([2, 3, 4, 5, 6, 7].map((i) => alice.post('/api/policies').send(policyForm(i))));
  expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  for (const r of racing.filter((x) => x.status === 409)) {
    expect(r.body).toEqual({ message: 'You can keep at most 3 policies. Delete one to add another.' });
  }
  const stored = (await alice.get('/api/policies')).body as { id: string }[];
  expect(stored).toHaveLength(3);
  expect((await alice.delete(`/api/policies/${stored[0]!.id}`)).status).toBe(204);
  expect((await alice.post('/api/policies').send(policyForm(8))).status).toBe(201);
  expect((await alice.post('/api/policies').send(policyForm(9))).status).toBe(409);
});

describe('finding 9: DVLA lookups', () => {
  test('a daily quota per user, shared by two API processes; a cached plate still counts', async () => {
    await awayFromWindowEnd(24 * 60 * 60_000);
    const quota = { vehicleLookupQuota: { perUserPerDay: 3, globalPerDay: 1000 } };
    const [a, b] = [withConfig(quota), withConfig(quota)];
    const alice = await signUpAndLogIn(a);
    const aliceOnB = request.agent(b).set('Origin', TEST_ORIGIN);
    await aliceOnB.post('/api/auth/login').send({ email: alice.user.email, password: alice.password });
    expect((await alice.get('/api/vehicle/lookup/AA19AAA')).status).toBe(200);
    expect((await aliceOnB.get('/api/vehicle/lookup/AA19AAA')).status).toBe(200);
    expect((await alice.get('/api/vehicle/lookup/AA19MOT')).status).toBe(200);
    const over = await aliceOnB.get('/api/vehicle/lookup/AA19SRN');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/used today's vehicle lookups/);
    expect(dvla.calls).not.toContain('AA19SRN');
    const bob = await signUpAndLogIn(b);
    expect((await bob.get('/api/vehicle/lookup/AA19SRN')).status).toBe(200);
  });

  test('a global daily ceiling on calls to the paid service, shared by processes; cached answers still served', async () => {
    await awayFromWindowEnd(24 * 60 * 60_000);
    const quota = { vehicleLookupQuota: { perUserPerDay: 1000, globalPerDay: 2 } };
    const [a, b] = [withConfig(quota), withConfig(quota)];
    const alice = await signUpAndLogIn(a);
    const bob = await signUpAndLogIn(b);
    expect((await alice.get('/api/vehicle/lookup/AA19AAA')).status).toBe(200);
    expect((await bob.get('/api/vehicle/lookup/AA19MOT')).status).toBe(200);
    const over = await bob.get('/api/vehicle/lookup/AA19SRN');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/unavailable for the rest of the day/);
    expect(dvla.calls).toEqual(['AA19AAA', 'AA19MOT']);
    expect((await alice.get('/api/vehicle/lookup/AA19MOT')).status).toBe(200);
    await RateSlotModel.deleteMany({});
  forgetRateHints();
  });
});

describe('finding 10', () => {
  test('a malformed escape in a route parameter is a 400 { message }, not a 500', async () => {
    const alice = await signUpAndLogIn(t.app);
    for (const path of ['/api/vehicle/lookup/%ZZ', '/api/policies/%E0%A4%A', '/api/reminders/%']) {
      const res = await alice.get(path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body).toEqual({ message: 'Malformed URL' });
    }
  });

  test('API answers are Cache-Control: no-store (signed in or not); the tips list keeps its revalidation', async () => {
    const alice = await signUpAndLogIn(t.app);
    for (const path of ['/api/auth/user', '/api/policies', '/api/notifications', '/api/dashboard/stats']) {
      expect([path, (await alice.get(path)).headers['cache-control']]).toEqual([path, 'no-store']);
    }
    expect((await request(t.app).get('/api/auth/user')).headers['cache-control']).toBe('no-store');
    expect((await alice.get('/api/insurance-tips')).headers['cache-control']).toBe('private, no-cache');
  });

  test('the session cookie is Secure whenever APP_ORIGIN is https, whatever NODE_ENV', async () => {
    const origin = 'https://renewly.example';
    // Behind a TLS-terminating proxy, as deployed.
    const app = withConfig({ nodeEnv: 'test', appOrigin: origin, appOrigins: [origin], trustProxy: 1 });
    const plain = await signUpAndLogIn(t.app);
    const https = request.agent(app).set('Origin', origin).set('X-Forwarded-Proto', 'https');
    const res = await https.post('/api/auth/login').send({ email: plain.user.email, password: plain.password });
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';');
    expect(cookie).toMatch(/renewly\.sid=.*;\s*Secure/i);
    // The device cookie of the new-device notices too.
    const device = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('renewly.device='));
    expect(device).toMatch(/;\s*Secure/i);
    const overHttp = await request(t.app)
      .post('/api/auth/login')
      .set('Origin', TEST_ORIGIN)
      .send({ email: plain.user.email, password: plain.password });
    expect(([] as string[]).concat(overHttp.headers['set-cookie'] ?? []).join(';')).not.toMatch(/Secure/i);
  });
});
