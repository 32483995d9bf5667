// Issue 28: /healthz and /readyz (the database outage itself is in database-outage.test.ts).
import request from 'supertest';
import { createApp } from '../app';
import { createTestApp, type TestApp } from '../../test/helpers';
import { markSweepDone, SWEEP_STALE_MS } from '../jobs/sweep-heartbeat';
import { READY_REASONS } from './health';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withJobs = () => createApp({ config: { ...t.config, runJobs: true }, connection: t.connection, mailer: t.mailer, logger: t.logger });

test('/healthz and /readyz answer 200 with the database up, uncached, outside /api', async () => {
  const live = await request(t.app).get('/healthz');
  expect([live.status, live.body, live.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
  const ready = await request(t.app).get('/readyz');
  expect([ready.status, ready.body]).toEqual([200, { status: 'ready' }]);
});

test('a process that runs jobs is not ready once its reminder sweep has not run for 3 minutes, and ready again after one', async () => {
  markSweepDone(Date.now() - SWEEP_STALE_MS - 1000);
  const stale = await request(withJobs()).get('/readyz');
  expect([stale.status, stale.body]).toEqual([503, { status: 'unavailable', reasons: [READY_REASONS.sweep] }]);
  // A process without jobs (an API replica with RUN_JOBS=false) does not sweep: that is no reason.
  expect((await request(t.app).get('/readyz')).status).toBe(200);
  markSweepDone();
  expect((await request(withJobs()).get('/readyz')).status).toBe(200);
});
