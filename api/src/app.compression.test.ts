// /api answers: compressed above 1 KB when the client accepts it, and revalidated with ETags on repeated reads.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, newUserInput, TEST_ORIGIN, type TestApp } from '../test/helpers';

let t: TestApp;
let server: http.Server;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  const input = newUserInput();
  await request(t.app).post('/api/auth/register').set('Origin', TEST_ORIGIN).send({ ...input, username: input.email }).expect(201);
  const login = await request(t.app).post('/api/auth/login').set('Origin', TEST_ORIGIN).send({ email: input.email, password: input.password }).expect(200);
  cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

/** A GET with the session cookie that keeps the body as sent (supertest would decompress it). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { cookie, ...headers }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressed /api answers', () => {
  test('the tips list (over 1 KB) comes as brotli when accepted, else gzip, else plain: the same JSON each way', async () => {
    const plain = await rawGet('/api/insurance-tips', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const tips = JSON.parse(plain.body.toString());
    expect(tips.tips.length).toBeGreaterThan(0);

    const br = await rawGet('/api/insurance-tips', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(tips);

    const gz = await rawGet('/api/insurance-tips', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(tips);
  });

  test('answers under 1 KB stay plain', async () => {
    const res = await rawGet('/api/auth/user', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).email).toMatch(/@example\.co\.uk$/);
  });
});

describe('revalidated reads', () => {
  test('the tips list is kept privately but revalidated: a repeated read with its ETag is a 304 without a body', async () => {
    const first = await rawGet('/api/insurance-tips', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toMatch(/^W\/"/);

    const again = await rawGet('/api/insurance-tips', { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const stale = await rawGet('/api/insurance-tips', { 'if-none-match': 'W/"not-the-same"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.etag).toBe(first.headers.etag);
  });

  test('a request without a session gets 401 for that ETag, not 304', async () => {
    const first = await rawGet('/api/insurance-tips');
    const anonymous = await request(t.app).get('/api/insurance-tips').set('If-None-Match', first.headers.etag!);
    expect(anonymous.status).toBe(401);
  });
});
