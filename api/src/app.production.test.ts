// The app as configured for production behind a TLS-terminating proxy, serving the built web apps too.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, newUserInput, type TestApp } from '../test/helpers';
import { HOST_SESSION_COOKIE_NAME as SESSION_COOKIE_NAME } from './modules/auth/session-cookie';

const ORIGIN = 'https://renewly.example';
let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'renewly-web-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Renewly</title>');
  t = await createTestApp({
    config: { nodeEnv: 'production', appOrigins: [ORIGIN], appOrigin: ORIGIN, trustProxy: 1, webRoot },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

test('the session cookie is __Host-renewly.sid (issue 51 item 11, V3.4.4): Secure, Path=/, no Domain, HttpOnly, SameSite=Lax with a 30-day expiry; HSTS is sent', async () => {
  const input = newUserInput();
  const post = (p: string) => request(t.app).post(p).set('Origin', ORIGIN).set('X-Forwarded-Proto', 'https');
  expect((await post('/api/auth/register').send({ ...input, username: input.email })).status).toBe(201);
  const res = await post('/api/auth/login').send({ email: input.email, password: input.password });
  expect(res.status).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  expect(cookie).toMatch(/^__Host-renewly\.sid=/);
  expect(cookie).toMatch(/; Path=\/;/);
  expect(cookie).not.toMatch(/Domain=/i);
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  const expires = Date.parse(/Expires=([^;]+)/.exec(cookie!)![1]!);
  expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');

  // Rolling: a later request renews the cookie.
  const sid = cookie!.split(';')[0]!;
  const me = await request(t.app).get('/api/auth/user').set('Cookie', sid).set('X-Forwarded-Proto', 'https');
  expect(me.status).toBe(200);
  expect(([] as string[]).concat(me.headers['set-cookie'] ?? []).some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(true);
  // Signing out clears it with the attributes a __Host- cookie needs (a browser ignores the clearing without Secure).
  const out = await post('/api/auth/logout').set('Cookie', sid).send({});
  const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  expect(cleared).toMatch(/^__Host-renewly\.sid=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/);
});

test('with WEB_ROOT the shell is served at / and deep links, with the CSP; /api stays JSON', async () => {
  const home = await request(t.app).get('/');
  expect(home.status).toBe(200);
  expect(home.text).toContain('<title>Renewly</title>');
  expect(home.headers['content-security-policy']).toContain("script-src 'self'");
  expect((await request(t.app).get('/policies')).text).toContain('<title>Renewly</title>');
  expect((await request(t.app).get('/remotes.json')).body).toHaveProperty('policies');

  const api404 = await request(t.app).get('/api/unknown');
  expect(api404.status).toBe(404);
  expect(api404.body).toEqual({ message: 'Not found' });
  const post404 = await request(t.app).post('/somewhere').set('Origin', ORIGIN);
  expect(post404.status).toBe(404);
  expect(post404.body).toEqual({ message: 'Not found' });
});
