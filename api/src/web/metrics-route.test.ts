// Issue 28: GET /metrics (prom-client) is refused without its token, and its counters move with the app's work.
import pino from 'pino';
import request from 'supertest';
import { addDays, londonToday } from '@renewly/shared-contracts';
import { createApp } from '../app';
import { createDeliveryChannels } from '../channels/create-delivery-channels';
import { recordingSmsSender } from '../../test/delivery-fixtures';
import { awayFromWindowEnd, createTestApp, markContactsVerified, signUpAndLogIn, TEST_ORIGIN, type TestApp } from '../../test/helpers';
import { createDeliveryEngine } from '../modules/deliveries/delivery-engine';
import { SmsSendError } from '../core/ports/sms-sender';
import { RATE_LIMIT_MESSAGE } from '../core/http/rate-limit';
import { METRICS_TOKEN_TRIES, METRICS_TOKEN_WINDOW_MS } from './metrics-route';

const TOKEN = 'metrics-token-for-the-tests-0123';
let t: TestApp;
let app: TestApp['app'];
beforeAll(async () => {
  t = await createTestApp();
  app = createApp({ config: { ...t.config, metricsToken: TOKEN }, connection: t.connection, mailer: t.mailer, logger: t.logger });
});
afterAll(() => t.close());

const scrape = async () => (await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

test('no token, a wrong one, or no METRICS_TOKEN at all: no metrics', async () => {
  expect((await request(app).get('/metrics')).status).toBe(401);
  expect((await request(app).get('/metrics').set('Authorization', 'Bearer not-the-token-at-all-000')).status).toBe(401);
  expect((await request(t.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).status).toBe(404);
});

test('Prometheus text with the process metrics and requests by route pattern (never by id)', async () => {
  const alice = await signUpAndLogIn(app);
  await alice.get('/api/policies/0123456789abcdef01234567/unknown');
  await alice.put('/api/policies/0123456789abcdef01234567').send({});
  const res = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.text).toContain('process_cpu_user_seconds_total');
  expect(res.text).toMatch(/renewly_http_requests_total\{method="PUT",route="\/api\/policies\/:id",status="400"\} 1/);
  expect(res.text).not.toContain('0123456789abcdef01234567');
  expect(res.text).toContain('renewly_http_request_duration_seconds_bucket');
});

test('a sweep moves the delivery counter, the sweep histogram and the backlog', async () => {
  const alice = await signUpAndLogIn(app);
  const policy = await alice.post('/api/policies').send({ registrationNumber: 'AB12 CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: addDays(londonToday(), 5), isActive: true });
  await alice.post('/api/reminders').set('Origin', TEST_ORIGIN).send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: ['app'] });
  const before = await scrape();
  const engine = createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: t.mailer, sms: recordingSmsSender(), logger: t.logger, config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
  });
  await engine.sweep();
  const after = await scrape();
  const sent = 'renewly_deliveries_total{channel="app",status="sent"}';
  expect(value(after, sent)).toBe(value(before, sent) + 1);
  expect(value(after, 'renewly_reminder_sweep_duration_seconds_count')).toBe(value(before, 'renewly_reminder_sweep_duration_seconds_count') + 1);
  expect(after).toMatch(/renewly_reminder_backlog \d+/);
});

test('every delivery failure is one structured log line with its reason, never the number it was for', async () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const bob = await signUpAndLogIn(app, { mobileNumber: '07700900456' });
  // SMS reminders go only to a verified number (issue 36).
  await markContactsVerified(bob.user.id);
  const policy = await bob.post('/api/policies').send({ registrationNumber: 'CD34 EFG', carManufacturer: 'Ford', carModel: 'Fiesta', renewalDate: addDays(londonToday(), 5), isActive: true });
  await bob.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: ['sms'] });
  const sms = recordingSmsSender();
  sms.failNext.push(new SmsSendError("The 'To' number +447700900456 is not a valid phone number", true, 400, 21211));
  const engine = createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: t.mailer, sms, logger, config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger,
  });
  await engine.sweep();
  const failures = lines.filter((l) => l.msg === 'reminder delivery failed');
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatchObject({ channel: 'sms', status: 'permanent-failure', attemptNo: 1 });
  expect(String(failures[0]!.reason)).toContain('[number]');
  expect(JSON.stringify(lines)).not.toMatch(/7700900456|@example/);
});

// Last in this file: it uses up the wrong-token allowance of the test client's address.
test('wrong tokens are limited per address: past the allowance every scrape from there is 429, the right token too', async () => {
  await awayFromWindowEnd(METRICS_TOKEN_WINDOW_MS);
  const wrong = () => request(app).get('/metrics').set('Authorization', 'Bearer a-guess-at-the-metrics-token');
  let status = 401;
  let tries = 0;
  while (status === 401 && tries <= METRICS_TOKEN_TRIES + 2) {
    status = (await wrong()).status;
    tries++;
  }
  expect(status).toBe(429);
  expect(tries).toBeLessThanOrEqual(METRICS_TOKEN_TRIES + 1);
  const right = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(right.status).toBe(429);
  expect(right.body).toEqual({ message: RATE_LIMIT_MESSAGE });
  expect(right.text).not.toContain('process_cpu_user_seconds_total');
});
