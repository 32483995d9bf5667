// Limits are counted in the database: two app instances on one database share them, as API processes do.
import request from 'supertest';
import { createApp } from '../../app';
import { awayFromWindowEnd, createTestApp, newUserInput, TEST_ORIGIN, type TestApp } from '../../../test/helpers';
import { forgetRateHints, RateSlotModel } from '../../core/security/rate-counter';

let t: TestApp;
let second: TestApp['app'];
const limits = {
  // Ten minutes: each test starts at least 20 s before the window's end (awayFromWindowEnd), rarely waiting.
  windowMs: 600_000,
  loginMax: 6,
  loginAccountMax: 3,
  loginAccountCeiling: 8,
  forgotPasswordMax: 2,
  forgotPasswordEmailCooldownMs: 0,
  registerMax: 3,
  registerGlobalMax: 1000,
  passkeyOptionsMax: 1000,
};
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimit: limits } });
  second = createApp({ config: t.config, connection: t.connection, mailer: t.mailer, logger: t.logger });
});
beforeEach(() => awayFromWindowEnd(limits.windowMs));
afterEach(async () => {
  await RateSlotModel.deleteMany({});
  forgetRateHints();
});
afterAll(async () => {
  await t.close();
});

const post = (app: TestApp['app'], path: string, ip = '203.0.113.1') =>
  request(app).post(path).set('Origin', TEST_ORIGIN).set('X-Forwarded-For', ip);
const TOO_MANY = { message: 'Too many attempts. Please try again in a few minutes.' };

async function register(ip = '198.51.100.9') {
  const input = newUserInput();
  const r = await post(t.app, '/api/auth/register', ip).send({ ...input, username: input.email });
  expect(r.status).toBe(201);
  return input;
}

describe('with trust proxy (X-Forwarded-For names the client)', () => {
  beforeAll(() => {
    t.app.set('trust proxy', true);
    second.set('trust proxy', true);
  });

  test('every sign-in counts per account from one address, successful ones too, across two API processes', async () => {
    const input = await register();
    const login = (app: TestApp['app'], ip: string) =>
      post(app, '/api/auth/login', ip).send({ email: input.email.toUpperCase(), password: input.password });
    expect((await login(t.app, '203.0.113.10')).status).toBe(200);
    expect((await login(second, '203.0.113.10')).status).toBe(200);
    expect((await login(t.app, '203.0.113.10')).status).toBe(200);
    const blocked = await login(second, '203.0.113.10');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(blocked.headers['ratelimit-policy']).toBe('3;w=600');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('issue 51 item 3: past the account-wide ceiling every address is refused, parallel attempts cannot pass it, and the owner\'s known device still gets in', async () => {
    const input = await register();
    // The owner signs in once on their own browser: it keeps the device cookie (1 attempt of the ceiling's 8).
    const ownerBrowser = request.agent(second).set('Origin', TEST_ORIGIN).set('X-Forwarded-For', '198.51.100.77');
    expect((await ownerBrowser.post('/api/auth/login').send({ email: input.email, password: input.password })).status).toBe(200);
    expect((await ownerBrowser.post('/api/auth/logout').send({})).status).toBe(200);
    // An attacker from 14 addresses, one wrong password each, all at once: 7 are checked (the ceiling), 7 refused.
    const addresses = Array.from({ length: 14 }, (_, i) => `203.0.113.${100 + i}`);
    const answers = await Promise.all(
      addresses.map((ip, i) => post(i % 2 ? second : t.app, '/api/auth/login', ip).send({ email: input.email, password: 'guess-guess' })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(7).fill(401), ...Array<number>(7).fill(429)]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A fresh address with the right password is refused too: the account is closed to browsers it does not know...
    expect((await post(t.app, '/api/auth/login', '203.0.113.200').send({ email: input.email, password: input.password })).status).toBe(429);
    // ...but the owner's browser, from a new address, gets in; another account is not touched.
    ownerBrowser.set('X-Forwarded-For', '198.51.100.78');
    const owner = await ownerBrowser.post('/api/auth/login').send({ email: input.email, password: input.password });
    expect(owner.status).toBe(200);
    expect((await ownerBrowser.get('/api/auth/user')).body.email).toBe(input.email.toLowerCase());
    const other = await register();
    expect((await post(t.app, '/api/auth/login', '203.0.113.201').send({ email: other.email, password: other.password })).status).toBe(200);
  });

  test("issue 51 item 3: a device cookie known to another account does not open this one", async () => {
    const mine = await register();
    const victim = await register();
    const browser = request.agent(t.app).set('Origin', TEST_ORIGIN).set('X-Forwarded-For', '203.0.113.150');
    expect((await browser.post('/api/auth/login').send({ email: mine.email, password: mine.password })).status).toBe(200);
    for (let i = 0; i < 8; i++) {
      await post(second, '/api/auth/login', `203.0.113.${160 + i}`).send({ email: victim.email, password: 'guess-guess' });
    }
    const r = await browser.post('/api/auth/login').send({ email: victim.email, password: victim.password });
    expect([r.status, r.body]).toEqual([429, TOO_MANY]);
  });

  test('issue 51 item 3: IPv6 clients count by their /64', async () => {
    const input = await register();
    const login = (ip: string) => post(t.app, '/api/auth/login', ip).send({ email: input.email, password: 'guess-guess' });
    for (const host of ['1', 'a:b', 'ffff:0:2']) expect((await login(`2001:db8:5:6::${host}`)).status).toBe(401);
    // A fourth host in the same /64 is the same client: over the 3 per account from one address.
    expect((await login('2001:db8:5:6:7::9')).status).toBe(429);
    expect((await login('2001:db8:5:7::1')).status).toBe(401);
  });

  test('every sign-in counts per address, whatever the account, across two API processes', async () => {
    for (let i = 0; i < 6; i++) {
      const app = i % 2 ? second : t.app;
      expect((await post(app, '/api/auth/login', '203.0.113.20').send({ email: `n${i}@example.com`, password: 'x' })).status).toBe(401);
    }
    expect((await post(t.app, '/api/auth/login', '203.0.113.20').send({ email: 'n9@example.com', password: 'x' })).status).toBe(429);
    // Junk counts too: it is limited before it is validated.
    expect((await post(t.app, '/api/auth/login', '203.0.113.20').send({ email: { $ne: 1 } })).status).toBe(429);
    expect((await post(t.app, '/api/auth/login', '203.0.113.21').send({ email: 'n9@example.com', password: 'x' })).status).toBe(401);
  });

  test('registration is limited per address across processes; the duplicate answer stays 409 below the limit', async () => {
    const existing = await register('198.51.100.50');
    const ip = '203.0.113.30';
    const dup = await post(second, '/api/auth/register', ip).send({ ...existing, username: existing.email });
    expect(dup.status).toBe(409);
    await register(ip);
    expect((await post(second, '/api/auth/register', ip).send({})).status).toBe(400);
    const blocked = await post(t.app, '/api/auth/register', ip).send({ ...existing, username: existing.email });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });

  test('forgot-password requests are limited per address across processes', async () => {
    const ip = '203.0.113.40';
    expect((await post(t.app, '/api/auth/forgot-password', ip).send({ email: 'someone@example.com' })).status).toBe(200);
    expect((await post(second, '/api/auth/forgot-password', ip).send({ email: 'someone@example.com' })).status).toBe(200);
    const blocked = await post(t.app, '/api/auth/forgot-password', ip).send({ email: 'someone@example.com' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });
});

test('registrations from everyone together are limited', async () => {
  const config = { ...t.config, rateLimit: { ...limits, registerMax: 100, registerGlobalMax: 2 } };
  const few = createApp({ config, connection: t.connection, mailer: t.mailer, logger: t.logger });
  few.set('trust proxy', true);
  for (const ip of ['192.0.2.1', '192.0.2.2']) {
    const input = newUserInput();
    expect((await post(few, '/api/auth/register', ip).send({ ...input, username: input.email })).status).toBe(201);
  }
  const input = newUserInput();
  expect((await post(few, '/api/auth/register', '192.0.2.3').send({ ...input, username: input.email })).status).toBe(429);
});
