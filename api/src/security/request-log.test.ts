// Issue 36 item 2 (ASVS 7.1.1, 8.3.1): the request log never records a token, whatever route carries it: the
// invitation's (/api/invites/<token>, /accept), the calendar feed's (/api/calendar/<token>.ics), a link's query.
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../app';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type TestApp } from '../../test/helpers';
import { loggablePath, TOKEN_MASK } from '../core/http/loggable-path';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function capturingApp() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = createApp({ config: t.config, connection: t.connection, mailer: t.mailer, logger: pino({ level: 'info' }, sink) });
  return { app, log: () => lines.join('') };
}

test('invitation and calendar tokens, in the path or the query, never reach the request log', async () => {
  const { app, log } = capturingApp();
  const alice = await signUpAndLogIn(app);
  const feedUrl: string = (await alice.post('/api/calendar-feed').set('Origin', TEST_ORIGIN)).body.url;
  const feedToken = /\/api\/calendar\/([^/]+)\.ics$/.exec(feedUrl)![1]!;
  expect((await request(app).get(`/api/calendar/${feedToken}.ics`)).status).toBe(200);
  // Express routes case-insensitively: another spelling reaches the same route and must be masked the same way.
  expect((await request(app).get(`/API/Calendar/${feedToken}.ics`)).status).toBe(200);

  const invite = 'Inv1te_T0ken-' + 'x'.repeat(30); // an invitation token's shape: 43 base64url characters
  await request(app).get(`/api/invites/${invite}`);
  await alice.post(`/api/invites/${invite}/accept`).set('Origin', TEST_ORIGIN);
  await request(app).get(`/policies?invite=${invite}`);
  await request(app).get(`/api/invites/${encodeURIComponent('a token with spaces in it')}`);

  const text = log();
  for (const secret of [feedToken, invite, 'a%20token%20with', 'token with spaces']) expect(text).not.toContain(secret);
  expect(text).toContain(`"url":"/api/calendar/${TOKEN_MASK}.ics"`);
  expect(text).toContain(`"url":"/api/invites/${TOKEN_MASK}"`);
  expect(text).toContain(`"url":"/api/invites/${TOKEN_MASK}/accept"`);
  expect(text).toContain('"url":"/policies"');
});

test('ids and ordinary paths stay readable', () => {
  expect(loggablePath('/api/policies/0123456789abcdef01234567/members?x=1')).toBe('/api/policies/0123456789abcdef01234567/members');
  expect(loggablePath('/api/calendar-feed')).toBe('/api/calendar-feed');
  expect(loggablePath('/api/vehicle/lookup/AB12CDE')).toBe('/api/vehicle/lookup/AB12CDE');
  // A token-sized segment on a route not listed is masked all the same.
  expect(loggablePath(`/api/something/${'a'.repeat(64)}/x`)).toBe(`/api/something/${TOKEN_MASK}/x`);
});
