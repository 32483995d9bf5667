// A reminder with 'app' among its methods, swept by the real delivery engine, delivered through web-push to a fake
// push service on loopback (HTTPS, self-signed): the request is checked as a push service would (VAPID JWT,
// aes128gcm, TTL) and decrypted with the subscription's private key, as the browser would.
import { createPublicKey, verify } from 'node:crypto';
import https from 'node:https';
import { decrypt } from 'http_ece';
import webpush from 'web-push';
import type { PushReminderPayload } from '@renewly/shared-contracts';
import { freePort } from '../../../test/ferretdb-process';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { recordingSmsSender } from '../../../test/delivery-fixtures';
import {
  startFakePushService,
  subscriptionBody,
  testPushSubscription,
  type FakePushService,
  type TestPushSubscription,
} from '../../../test/push-fixtures';
import { createOutboxMailer } from '../email/outbox-mailer';
import { createDeliveryChannels } from '../create-delivery-channels';
import { DeliveryOutcomeModel } from '../../modules/deliveries/deliveries.model';
import { createDeliveryEngine } from '../../modules/deliveries/delivery-engine';
import { deliveryKey, dueAt } from '../../modules/deliveries/due-time';
import { RETRY_DELAYS_MS } from '../../modules/deliveries/retry-policy';
import { PushSubscriptionModel } from '../../modules/push/push-subscriptions.model';
import { listReminders } from '../../modules/reminders/reminders.service';
import { reminderLinks } from '../../flows/reminder-links';
import { PUSH_NOT_CONFIGURED, unconfiguredPushSender } from './create-push-sender';
import { NO_PUSH_SUBSCRIPTION, PUSH_SUBSCRIPTIONS_GONE } from './push-channel';
import type { PushSender } from '../../core/ports/push-sender';
import { REMINDER_PUSH_TTL_SECONDS } from './reminder-push';
import { createWebPushSender } from './web-push-sender';

const VAPID = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@renewly.test' };
const RENEWAL = '2026-04-05';
let t: TestApp;
let fake: FakePushService;
let sender: PushSender;
let alice: SignedInAgent;
let now: Date;

beforeAll(async () => {
  fake = await startFakePushService();
  // Tests only: the fake service's certificate is self-signed.
  sender = createWebPushSender(VAPID, { agent: new https.Agent({ rejectUnauthorized: false }), allowNonPublicAddresses: true });
  t = await createTestApp({ push: sender });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(async () => {
  await t.clearDatabase();
  fake.reset();
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
});

function sweep(push: PushSender = sender) {
  const channels = createDeliveryChannels({
    mailer: createOutboxMailer({ from: 'Renewly <r@renewly.test>', logger: t.logger }),
    sms: recordingSmsSender(),
    push,
    logger: t.logger,
    config: { appOrigin: TEST_ORIGIN },
  });
  return createDeliveryEngine({ channels, appOrigin: TEST_ORIGIN, logger: t.logger, now: () => now }).sweep();
}

/** A policy renewing on RENEWAL with a 10-day reminder by `methods`; the clock at its due time. */
async function dueReminder(methods: string[] = ['app']): Promise<{ policyId: string; reminderId: string }> {
  const policy = await alice
    .post('/api/policies')
    .send({ registrationNumber: 'AB12 CDE', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Admiral', renewalDate: RENEWAL, isActive: true });
  const reminder = await alice.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: methods });
  now = dueAt(RENEWAL, 10);
  return { policyId: policy.body.id, reminderId: reminder.body.id };
}

async function browser(name: string): Promise<TestPushSubscription> {
  const sub = testPushSubscription(`${fake.origin}/send/${name}`);
  await alice.post('/api/push/subscriptions').send(subscriptionBody(sub)).expect(204);
  return sub;
}

async function pushLog(reminderId: string) {
  const reminder = (await listReminders(alice.user.id, reminderLinks, now)).find((r) => r.id === reminderId)!;
  return reminder.deliveries!.find((d) => d.channel === 'push');
}

/** Checks the VAPID JWT as a push service does: ES256 over header.claims with the key in `k`. */
function checkVapid(authorization: string): Record<string, unknown> {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  expect(m).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(VAPID.publicKey);
  const [header, claims, signature] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const raw = Buffer.from(k!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(valid).toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

test("a due reminder with 'app' is pushed, encrypted, with VAPID, to each of the user's browsers and logged as sent", async () => {
  const { policyId, reminderId } = await dueReminder(['app']);
  const laptop = await browser('laptop');
  const phone = await browser('phone');

  const report = await sweep();
  expect(report).toMatchObject({ due: 2, attempted: 2, outcomes: { sent: 2 } });
  expect(fake.received.map((r) => r.path).sort()).toEqual(['/send/laptop', '/send/phone']);

  for (const sub of [laptop, phone]) {
    const req = fake.received.find((r) => `${fake.origin}${r.path}` === sub.endpoint)!;
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers['content-type']).toBe('application/octet-stream');
    expect(req.headers.ttl).toBe(String(REMINDER_PUSH_TTL_SECONDS));
    expect(req.headers.urgency).toBe('normal');
    expect(req.headers.topic).toMatch(/^[\w-]{32}$/);
    const claims = checkVapid(String(req.headers.authorization));
    expect(claims).toMatchObject({ aud: fake.origin, sub: VAPID.subject });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    // Encrypted: the words are not in the body; the browser's key opens it.
    expect(req.body.toString('latin1')).not.toContain('Renewal reminder');
    const payload = JSON.parse(decrypt(req.body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.authSecret }).toString()) as PushReminderPayload;
    expect(payload).toEqual({
      title: 'Renewal reminder: Ford Focus (AB12 CDE)',
      body: 'Your Ford Focus (AB12 CDE) insurance with Admiral renews on 05/04/2026, in 10 days.',
      tag: 'policy-reminder',
      url: `/policies?policy=${policyId}`,
      policyId,
      reminderId,
    });
  }
  expect(await pushLog(reminderId)).toMatchObject({ channel: 'push', status: 'sent', attempts: 1, reason: null });
  const outcome = await DeliveryOutcomeModel.findById(`${deliveryKey(reminderId, 'push', RENEWAL)}#1`).lean();
  expect(outcome).toMatchObject({ status: 'sent', providerId: '2 of 2 browsers' });

  // Once: later sweeps push nothing more.
  now = new Date(now.getTime() + RETRY_DELAYS_MS[0] * 10);
  await sweep();
  expect(fake.received).toHaveLength(2);
});

test('a 410 deletes that subscription; the delivery is skipped, not failed, and not retried', async () => {
  const { reminderId } = await dueReminder(['app']);
  await browser('gone');
  fake.answer('/send/gone', 410);

  expect((await sweep()).outcomes).toEqual({ sent: 1, skipped: 1 });
  expect(fake.received).toHaveLength(1);
  expect(await PushSubscriptionModel.countDocuments()).toBe(0);
  expect(await pushLog(reminderId)).toMatchObject({ status: 'skipped', reason: PUSH_SUBSCRIPTIONS_GONE, attempts: 1, nextAttemptAt: null });

  now = new Date(now.getTime() + 24 * 3_600_000);
  expect((await sweep()).due).toBe(0);
  expect(fake.received).toHaveLength(1);
});

test('a 404 from one browser deletes it, the other gets the push: sent', async () => {
  const { reminderId } = await dueReminder(['app']);
  await browser('old');
  await browser('current');
  fake.answer('/send/old', 404);
  await sweep();
  expect(fake.received.map((r) => r.path).sort()).toEqual(['/send/current', '/send/old']);
  expect((await PushSubscriptionModel.find().lean()).map((s) => s.endpoint)).toEqual([`${fake.origin}/send/current`]);
  expect(await pushLog(reminderId)).toMatchObject({ status: 'sent' });
});

test('a 500 is a temporary failure, retried after a minute like the other channels; then sent once', async () => {
  const { reminderId } = await dueReminder(['app']);
  await browser('flaky');
  fake.answer('/send/flaky', 500);
  const start = now;

  expect((await sweep()).outcomes).toEqual({ sent: 1, 'temporary-failure': 1 });
  const failed = await pushLog(reminderId);
  expect(failed).toMatchObject({ status: 'temporary-failure', attempts: 1, nextAttemptAt: new Date(start.getTime() + RETRY_DELAYS_MS[0]).toISOString() });
  expect(failed!.reason).toMatch(/HTTP 500/);
  expect(await PushSubscriptionModel.countDocuments()).toBe(1);

  now = new Date(start.getTime() + 30_000);
  expect((await sweep()).due).toBe(0);
  fake.answer('/send/flaky', 201);
  now = new Date(start.getTime() + RETRY_DELAYS_MS[0]);
  expect((await sweep()).outcomes).toEqual({ sent: 1 });
  expect(fake.received).toHaveLength(2);
  // Both tries carry the same Topic: a push service still holding the first replaces it.
  expect(fake.received[0]!.headers.topic).toBe(fake.received[1]!.headers.topic);
  expect(await pushLog(reminderId)).toMatchObject({ status: 'sent', attempts: 2 });
});

test('a 403 (VAPID keys that do not match) is a permanent failure, and the subscription is kept', async () => {
  const { reminderId } = await dueReminder(['app']);
  await browser('other-keys');
  fake.answer('/send/other-keys', 403);
  expect((await sweep()).outcomes).toEqual({ sent: 1, 'permanent-failure': 1 });
  const log = await pushLog(reminderId);
  expect(log).toMatchObject({ status: 'permanent-failure', nextAttemptAt: null });
  expect(log!.reason).toMatch(/VAPID keys \(HTTP 403\)/);
  expect(await PushSubscriptionModel.countDocuments()).toBe(1);
});

test('a push service that cannot be reached is a temporary failure', async () => {
  const { reminderId } = await dueReminder(['app']);
  const sub = testPushSubscription(`https://127.0.0.1:${await freePort()}/send/nowhere`);
  await alice.post('/api/push/subscriptions').send(subscriptionBody(sub)).expect(204);
  await sweep();
  expect(await pushLog(reminderId)).toMatchObject({ status: 'temporary-failure', reason: expect.stringMatching(/Could not reach the push service/) });
});

test("skipped with a plain reason: no browser subscribed; push not configured; and no push without 'app'", async () => {
  const { reminderId } = await dueReminder(['app', 'email']);
  await sweep();
  expect(await pushLog(reminderId)).toMatchObject({ status: 'skipped', reason: NO_PUSH_SUBSCRIPTION });

  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app);
  const second = await dueReminder(['app']);
  await browser('unconfigured');
  await sweep(unconfiguredPushSender);
  expect(await pushLog(second.reminderId)).toMatchObject({ status: 'skipped', reason: PUSH_NOT_CONFIGURED });

  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app);
  const emailOnly = await dueReminder(['email']);
  await browser('email-only');
  await sweep();
  expect(await pushLog(emailOnly.reminderId)).toBeUndefined();
  expect(fake.received).toHaveLength(0);
});
