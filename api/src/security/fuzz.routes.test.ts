// Issue 11: malformed requests over every route of the route table (FUZZ_REQUESTS, default 10,000; the bench runs
// 100,000), half with a session. No answer may be a 500, the server must stay up, and no stored document may change
// or appear (sessions and rate-limit counters aside: counting junk is their job).
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRouteTable } from '../core/http/route-table';
import { createNotification } from '../modules/notifications/notifications.service';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers';
import { fuzzRequests, type FuzzRequest } from '../../test/fuzz-requests';
import { subscriptionBody, testPushSubscription } from '../../test/push-fixtures';
import { policyBody, routeSamples } from '../../test/route-samples';

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const CONCURRENCY = 8;
const IGNORED = new Set(['sessions', 'ratecounters']);
const PUSH_ENDPOINT = 'https://push.example.test/send/fuzz-browser';

let t: TestApp;
let server: http.Server;
let port: number;
let cookie: string;
let ownIds: string[];
let email: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

beforeAll(async () => {
  t = await createTestApp();
  const user = await signUpAndLogIn(t.app, { mobileNumber: '07700900321' });
  email = user.user.email;
  const policy = await user.post('/api/policies').send(policyBody('ZZ33FUZ'));
  const reminder = await user
    .post('/api/reminders')
    .send({ policyId: policy.body.id, title: '30 day renewal reminder', daysBefore: 30, notificationMethods: ['app'] });
  const notification = await createNotification(user.user.id, { title: 'Fuzz', message: 'unread' });
  await user.post('/api/push/subscriptions').send(subscriptionBody(testPushSubscription(PUSH_ENDPOINT))).expect(204);
  ownIds = [policy.body.id, reminder.body.id, notification.id];
  // The tips are seeded on first read: do that before the snapshot.
  await user.get('/api/insurance-tips');
  const login = await user.post('/api/auth/login').send({ email, password: user.password });
  cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const c of await t.connection.db!.collections()) {
    if (IGNORED.has(c.collectionName)) continue;
    const docs = await c.find().sort({ _id: 1 }).toArray();
    out[c.collectionName] = `${docs.length}:${createHash('sha256').update(JSON.stringify(docs)).digest('hex')}`;
  }
  return out;
}

function send(r: FuzzRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...r.headers, ...(r.signedIn ? { cookie } : {}) };
    if (r.body !== undefined) headers['content-length'] = String(Buffer.byteLength(r.body));
    const req = http.request({ host: '127.0.0.1', port, method: r.method, path: r.path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

test(`${TOTAL} malformed requests over every route: no 500, the server alive, nothing stored changed`, async () => {
  const routes = apiRouteTable(t.app);
  const samples = routeSamples({ policyId: ownIds[0]!, reminderId: ownIds[1]!, notificationId: ownIds[2]!, email, mobile: '07700900321', pushEndpoint: PUSH_ENDPOINT });
  const requests = fuzzRequests(routes, samples, ownIds, Math.ceil(TOTAL / routes.length), SEED);
  const before = await snapshot();
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++]!;
      let status: number;
      try {
        status = await send(r);
      } catch (err) {
        failures.push(`${r.method} ${r.path} (${r.how}): ${(err as Error).message}`);
        continue;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500 && status !== 503) failures.push(`${r.method} ${r.path} (${r.how}${r.signedIn ? ', signed in' : ''}) -> ${status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  process.stdout.write(
    `fuzz: ${requests.length} malformed requests over ${routes.length} routes (seed ${SEED}); answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}\n`,
  );
  expect(failures.slice(0, 10)).toEqual([]);
  expect(requests.length).toBeGreaterThanOrEqual(TOTAL);
  expect(await snapshot()).toEqual(before);
  const alive = await send({ method: 'GET', path: '/api/policies', headers: {}, signedIn: true, how: '' });
  expect(alive).toBe(200);
  // About 7 ms a request on 2 busy cores; the bench's 100,000 needs the room.
}, Math.max(300_000, TOTAL * 25));
