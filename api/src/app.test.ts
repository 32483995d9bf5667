import request from 'supertest';
import { createApp } from './app';
import { createTestApp, newUserInput, signUpAndLogIn, TEST_ORIGIN, type TestApp } from '../test/helpers';
import { UserModel } from './modules/users/user.model';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const registration = () => {
  const input = newUserInput();
  return { ...input, username: input.email };
};

describe('CSRF defence on writes (Origin / Referer against APP_ORIGIN)', () => {
  test('403 for a foreign Origin, even with a valid session; nothing changes', async () => {
    const agent = await signUpAndLogIn(t.app);
    const res = await agent
      .put('/api/user')
      .set('Origin', 'https://evil.example')
      .send({ firstName: 'Evil', lastName: 'Change', mobileNumber: '07700900999' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Request origin not allowed' });
    expect((await UserModel.findById(agent.user.id).lean())?.firstName).toBe('Alex');
  });

  test('403 for a foreign Origin on register and login too', async () => {
    const body = registration();
    expect((await request(t.app).post('/api/auth/register').set('Origin', 'http://127.0.0.1:9999').send(body)).status).toBe(403);
    expect(await UserModel.countDocuments({ username: body.email })).toBe(0);
    expect((await request(t.app).post('/api/auth/login').set('Origin', 'null').send({ email: body.email, password: 'x' })).status).toBe(403);
  });

  test('a Referer from the app is accepted when the Origin is missing; a foreign Referer is not', async () => {
    const ok = await request(t.app).post('/api/auth/register').set('Referer', `${TEST_ORIGIN}/some/page`).send(registration());
    expect(ok.status).toBe(201);
    const bad = await request(t.app).post('/api/auth/register').set('Referer', 'https://evil.example/x').send(registration());
    expect(bad.status).toBe(403);
  });

  test('a cookie-authenticated write with neither header is refused; a cookieless one (curl) is allowed', async () => {
    const agent = await signUpAndLogIn(t.app);
    // The agent holds the cookie; unset the default Origin for this request.
    const res = await agent.post('/api/auth/logout').unset('Origin');
    expect(res.status).toBe(403);
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    expect((await request(t.app).post('/api/auth/register').send(registration())).status).toBe(201);
  });

  test('reads need no Origin', async () => {
    const agent = await signUpAndLogIn(t.app);
    expect((await agent.get('/api/user').unset('Origin')).status).toBe(200);
  });
});

describe('errors are JSON { message }, never a stack trace', () => {
  test('malformed JSON: 400', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Origin', TEST_ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.com", "password": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in request body' });
    expect(res.text).not.toMatch(/at .*\.js|SyntaxError/);
  });

  test('a body over the limit: 413', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .set('Origin', TEST_ORIGIN)
      .send({ ...registration(), firstName: 'x'.repeat(200 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
  });

  test('unknown /api routes: 404 JSON', async () => {
    for (const [method, path] of [
      ['get', '/api/nope'],
      ['post', '/api/auth/nope'],
      ['delete', '/api/user'],
    ] as const) {
      const res = await request(t.app)[method](path).set('Origin', TEST_ORIGIN);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  test('a body that is not an object (array, string) is a 400', async () => {
    const arr = await request(t.app).post('/api/auth/forgot-password').set('Origin', TEST_ORIGIN).send([{ email: 'a@b.co' }]);
    expect(arr.status).toBe(400);
    const text = await request(t.app)
      .post('/api/auth/forgot-password')
      .set('Origin', TEST_ORIGIN)
      .set('Content-Type', 'application/json')
      .send('"a@b.co"');
    expect(text.status).toBe(400);
  });
});

describe('security headers', () => {
  test('helmet headers with a CSP that allows same-origin scripts, chunks and fetches only', async () => {
    const res = await request(t.app).get('/api/auth/user');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    // WebAssembly only (the notice reader's OCR): never 'unsafe-eval', no blob: workers.
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/worker-src 'self' ?;/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests'); // plain http in development
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Never framed, by any page: the same as the compose layout's nginx (docker/nginx-headers.sh; issue 36).
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  test("the CSP adds the origins of remotes deployed elsewhere, as the manifest names them now", async () => {
    const manifest = { quotes: 'https://quotes.example.com/v2/mf-manifest.json', market: '/remotes/market/mf-manifest.json' };
    const app = createApp({
      config: { ...t.config, webRoot: '/nonexistent' },
      connection: t.connection,
      mailer: t.mailer,
      logger: t.logger,
      remotesManifest: { current: () => manifest, remoteOrigins: () => ['https://quotes.example.com'] },
    });
    const csp = (await request(app).get('/api/auth/user')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'wasm-unsafe-eval' https:\/\/quotes\.example\.com/);
    expect(csp).toContain("connect-src 'self' https://quotes.example.com");
    // The notice reader starts its workers from blob: URLs when the policies remote is elsewhere.
    expect(csp).toContain("worker-src 'self' blob:");
  });
});
