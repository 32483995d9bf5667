import request from 'supertest';
import { createTestApp, newUserInput, TEST_ORIGIN, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  const base = await createTestApp({
    config: { rateLimit: { windowMs: 60_000, loginMax: 3, forgotPasswordMax: 2 } },
  });
  t = base;
});
afterAll(async () => {
  await t.close();
});

const post = (path: string) => request(t.app).post(path).set('Origin', TEST_ORIGIN);
const TOO_MANY = { message: 'Too many attempts. Please try again in a few minutes.' };

test('failed sign-ins are limited: 429 after the limit, even with the right password', async () => {
  const input = newUserInput();
  await post('/api/auth/register').send({ ...input, username: input.email });
  // A successful sign-in does not count against the limit.
  expect((await post('/api/auth/login').send({ email: input.email, password: input.password })).status).toBe(200);
  for (let i = 0; i < 3; i++) {
    expect((await post('/api/auth/login').send({ email: input.email, password: 'wrong' })).status).toBe(401);
  }
  const blocked = await post('/api/auth/login').send({ email: input.email, password: input.password });
  expect(blocked.status).toBe(429);
  expect(blocked.body).toEqual(TOO_MANY);
  expect(blocked.headers['ratelimit-policy'] ?? blocked.headers.ratelimit).toBeDefined();
});

test('forgot-password requests are limited: 429 after the limit', async () => {
  for (let i = 0; i < 2; i++) {
    expect((await post('/api/auth/forgot-password').send({ email: 'someone@example.com' })).status).toBe(200);
  }
  const blocked = await post('/api/auth/forgot-password').send({ email: 'someone@example.com' });
  expect(blocked.status).toBe(429);
  expect(blocked.body).toEqual(TOO_MANY);
});
