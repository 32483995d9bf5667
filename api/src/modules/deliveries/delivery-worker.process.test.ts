// Real worker processes over the test database: two at once, and one killed with SIGKILL mid-run then restarted.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/delivery-fixtures';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { NotificationModel } from '../notifications/notifications.model';
import { DeliveryAttemptModel, DeliveryModel, DeliveryOutcomeModel } from './deliveries.model';
import { loadDeliveryStates } from './deliveries.service';
import { DEFAULT_LEASE_MS } from './delivery-engine';
import { dueAt } from './due-time';

const API = path.resolve(__dirname, '../../..');
const RENEWAL = '2026-04-05';
const DUE = dueAt(RENEWAL, 10);

let t: TestApp;
let smtp: TestSmtpServer;
let alice: SignedInAgent;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.clearDatabase();
  smtp.inbox.length = 0;
  smtp.delayMs = 0;
  alice = await signUpAndLogIn(t.app);
});

async function dueReminders(count: number) {
  for (let i = 0; i < count; i++) {
    const policy = await alice.post('/api/policies').send({
      registrationNumber: `AB${10 + i} CDE`,
      carManufacturer: 'Ford',
      carModel: 'Focus',
      renewalDate: RENEWAL,
      isActive: true,
    });
    const reminder = await alice
      .post('/api/reminders')
      .send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: ['email', 'app'] });
    if (reminder.status !== 201) throw new Error(reminder.text);
  }
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function startWorker(now: Date, concurrency = 4): { child: ChildProcess; exited: Promise<Exit> } {
  const child = spawn(process.execPath, ['-r', path.join(API, 'test/register-ts.cjs'), path.join(API, 'test/delivery-worker-child.ts')], {
    env: {
      ...process.env,
      MONGODB_URI: t.config.mongodbUri,
      SMTP_PORT: String(smtp.port),
      APP_ORIGIN: TEST_ORIGIN,
      NOW: now.toISOString(),
      CONCURRENCY: String(concurrency),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return { child, exited };
}

/** Every delivery finished once: email and bell sent, the bell's web push skipped (no VAPID keys in the worker). */
async function expectEveryDeliveryDone(expected: number) {
  const states = await loadDeliveryStates();
  expect(states.size).toBe(expected);
  const wrong = [...states].filter(([id, s]) => s.lastOutcome?.status !== (id.includes(':push:') ? 'skipped' : 'sent'));
  expect(wrong).toEqual([]);
}

test('two worker processes over the same due set deliver each reminder once', async () => {
  await dueReminders(20);
  const [a, b] = [startWorker(DUE), startWorker(DUE)];
  const [ea, eb] = await Promise.all([a.exited, b.exited]);
  expect([ea.code, eb.code, ea.stderr + eb.stderr]).toEqual([0, 0, '']);
  const reports = [JSON.parse(ea.stdout), JSON.parse(eb.stdout)] as { attempted: number }[];
  // Email, bell and the bell's web push for each of the 20.
  expect(reports[0]!.attempted + reports[1]!.attempted).toBe(60);

  expect(smtp.inbox).toHaveLength(20);
  expect(new Set(smtp.inbox.map((m) => m.messageId)).size).toBe(20);
  expect(await NotificationModel.countDocuments()).toBe(20);
  expect(await DeliveryAttemptModel.countDocuments()).toBe(60);
  await expectEveryDeliveryDone(60);
}, 60_000);

test('a worker killed with SIGKILL mid-run and restarted finishes the rest: nothing lost, no in-app duplicate, email repeats only for messages in flight', async () => {
  const reminders = 40;
  await dueReminders(reminders);
  smtp.delayMs = 40;
  const first = startWorker(DUE, 2);
  await waitFor(async () => (await DeliveryOutcomeModel.countDocuments()) >= 15, { timeoutMs: 20_000, what: '15 outcomes' });
  first.child.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');

  const outcomesAtKill = await DeliveryOutcomeModel.find({}, { _id: 1 }).lean();
  const attemptsAtKill = await DeliveryAttemptModel.find({}, { _id: 1 }).lean();
  const done = new Set(outcomesAtKill.map((o) => o._id));
  const inFlight = attemptsAtKill.filter((a) => !done.has(a._id)).map((a) => a._id);
  // The kill really came in the middle of the run.
  expect(outcomesAtKill.length).toBeLessThan(reminders * 3);

  // Restarted once the dead attempts' lease has run out.
  const second = startWorker(new Date(DUE.getTime() + DEFAULT_LEASE_MS + 1000));
  const exit = await second.exited;
  expect([exit.code, exit.stderr]).toEqual([0, '']);
  await waitFor(() => smtp.inbox.length >= reminders, { what: 'every email' });

  await expectEveryDeliveryDone(reminders * 3);
  expect(await DeliveryModel.countDocuments()).toBe(reminders * 3);
  expect(await NotificationModel.countDocuments()).toBe(reminders);
  const messageIds = smtp.inbox.map((m) => m.messageId);
  expect(new Set(messageIds).size).toBe(reminders);
  const emailInFlight = inFlight.filter((id) => id.includes(':email:')).length;
  expect(messageIds.length - reminders).toBeLessThanOrEqual(emailInFlight);
}, 60_000);
