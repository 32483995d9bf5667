import request from 'supertest';
import webpush from 'web-push';
import { PUSH_PATHS } from '@renewly/shared-contracts';
import { PUSH_MESSAGES, pushPublicKeySchema } from '@renewly/shared-contracts/features/push-subscription';
import { createApp } from '../../app';
import { createWebPushSender } from '../../channels/push/web-push-sender';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { subscriptionBody, testPushSubscription } from '../../../test/push-fixtures';
import { PushSubscriptionModel } from './push-subscriptions.model';
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, subscribe } from './push.service';
import { PUSH_SERVICE_ONLY } from './push.routes';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../core/net/push-endpoint-policy';

const VAPID = webpush.generateVAPIDKeys();
let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp({ push: createWebPushSender({ ...VAPID, subject: 'mailto:push@renewly.test' }) });
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
});
beforeEach(async () => {
  await PushSubscriptionModel.deleteMany({});
});
afterAll(async () => {
  await t.close();
});

const endpoint = (name: string) => `https://push.example.test/send/${name}`;
const stored = async () =>
  (await PushSubscriptionModel.find().sort({ endpoint: 1 }).lean()).map((s) => ({ userId: String(s.userId), endpoint: s.endpoint, keys: s.keys }));

test('signed out, all three answer 401', async () => {
  const body = subscriptionBody(testPushSubscription(endpoint('x')));
  expect((await request(t.app).get(PUSH_PATHS.publicKey)).status).toBe(401);
  expect((await request(t.app).post(PUSH_PATHS.subscriptions).set('Origin', TEST_ORIGIN).send(body)).status).toBe(401);
  expect((await request(t.app).delete(PUSH_PATHS.subscriptions).set('Origin', TEST_ORIGIN).send({ endpoint: body.endpoint })).status).toBe(401);
  expect(await stored()).toEqual([]);
});

test('the public key is the configured VAPID key; null when push is not configured', async () => {
  const res = await alice.get(PUSH_PATHS.publicKey);
  expect(res.status).toBe(200);
  expect(pushPublicKeySchema.strict().parse(res.body)).toEqual({ publicKey: VAPID.publicKey });

  // The same database, an app built without a push sender: push is not configured.
  const off = createApp({ config: t.config, connection: t.connection, mailer: t.mailer, logger: t.logger });
  const carol = await signUpAndLogIn(off);
  expect((await carol.get(PUSH_PATHS.publicKey)).body).toEqual({ publicKey: null });
});

test('POST stores the subscription for the caller (204); again from the same browser, still one record', async () => {
  const sub = testPushSubscription(endpoint('alice-laptop'));
  const res = await alice.post(PUSH_PATHS.subscriptions).send(subscriptionBody(sub));
  expect(res.status).toBe(204);
  expect(await stored()).toEqual([{ userId: alice.user.id, endpoint: sub.endpoint, keys: sub.keys }]);

  // The browser re-subscribed with new keys: the record is replaced, not doubled.
  const renewed = { ...testPushSubscription(sub.endpoint), expirationTime: null };
  expect((await alice.post(PUSH_PATHS.subscriptions).send(subscriptionBody(renewed))).status).toBe(204);
  expect(await stored()).toEqual([{ userId: alice.user.id, endpoint: sub.endpoint, keys: renewed.keys }]);
});

test("Bob subscribing the endpoint Alice had (same browser, other account) moves it to him; he cannot delete hers", async () => {
  const shared = testPushSubscription(endpoint('shared-browser'));
  const alicesOwn = testPushSubscription(endpoint('alice-phone'));
  await alice.post(PUSH_PATHS.subscriptions).send(subscriptionBody(shared)).expect(204);
  await alice.post(PUSH_PATHS.subscriptions).send(subscriptionBody(alicesOwn)).expect(204);

  const foreign = await bob.delete(PUSH_PATHS.subscriptions).send({ endpoint: alicesOwn.endpoint });
  expect(foreign.status).toBe(404);
  expect(foreign.body).toEqual({ message: PUSH_MESSAGES.notFound });

  await bob.post(PUSH_PATHS.subscriptions).send(subscriptionBody(shared)).expect(204);
  expect(await stored()).toEqual([
    { userId: alice.user.id, endpoint: alicesOwn.endpoint, keys: alicesOwn.keys },
    { userId: bob.user.id, endpoint: shared.endpoint, keys: shared.keys },
  ]);
  // Alice no longer owns the shared one.
  expect((await alice.delete(PUSH_PATHS.subscriptions).send({ endpoint: shared.endpoint })).status).toBe(404);

  expect((await alice.delete(PUSH_PATHS.subscriptions).send({ endpoint: alicesOwn.endpoint })).status).toBe(204);
  expect((await bob.delete(PUSH_PATHS.subscriptions).send({ endpoint: shared.endpoint })).status).toBe(204);
  expect(await stored()).toEqual([]);
});

test('concurrent subscribes of one endpoint by two users leave exactly one record, no error', async () => {
  const sub = testPushSubscription(endpoint('raced'));
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) => (i % 2 ? alice : bob).post(PUSH_PATHS.subscriptions).send(subscriptionBody(sub))),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(12).fill(204));
  const records = await stored();
  expect(records).toHaveLength(1);
  expect([alice.user.id, bob.user.id]).toContain(records[0]!.userId);
});

test(`a user keeps at most ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} subscriptions: the oldest are dropped`, async () => {
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS_PER_USER + 2; i++) {
    await subscribe(alice.user.id, subscriptionBody(testPushSubscription(endpoint(`b${String(i).padStart(2, '0')}`))), new Date(base + i * 1000));
  }
  await subscribe(bob.user.id, subscriptionBody(testPushSubscription(endpoint('bob-only'))));
  const mine = (await stored()).filter((s) => s.userId === alice.user.id).map((s) => s.endpoint);
  expect(mine).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
  expect(mine).not.toContain(endpoint('b00'));
  expect(mine).not.toContain(endpoint('b01'));
  expect(mine).toContain(endpoint('b21'));
  expect((await stored()).filter((s) => s.userId === bob.user.id)).toHaveLength(1);
});

describe('bad input: 400 with a message, nothing stored', () => {
  const good = () => subscriptionBody(testPushSubscription(endpoint('good')));
  const shortKey = Buffer.alloc(33, 4).toString('base64url');
  it.each<[string, unknown, RegExp]>([
    ['an http: endpoint', { ...good(), endpoint: 'http://push.example.test/send/1' }, /https: URL/],
    ['an endpoint that is no URL', { ...good(), endpoint: 'not a url' }, /https: URL/],
    ['an endpoint over 2048 characters', { ...good(), endpoint: `https://push.example.test/${'a'.repeat(2048)}` }, /at most 2048/],
    ['a short p256dh', { ...good(), keys: { ...good().keys, p256dh: shortKey } }, /p256dh/],
    ['a p256dh that is not base64url', { ...good(), keys: { ...good().keys, p256dh: '!'.repeat(87) } }, /p256dh/],
    ['a short auth', { ...good(), keys: { ...good().keys, auth: Buffer.alloc(8).toString('base64url') } }, /auth/],
    ['no keys', { endpoint: endpoint('k') }, /keys/],
    ['no auth', { endpoint: endpoint('k'), keys: { p256dh: good().keys.p256dh } }, /auth/],
    ['no endpoint', { keys: good().keys }, /endpoint/],
    ['an expirationTime that is text', { ...good(), expirationTime: 'soon' }, /expirationTime/],
    ['an unknown field', { ...good(), admin: true }, /Unknown field: admin/],
    ['an operator for the endpoint', { ...good(), endpoint: { $ne: null } }, /https: URL/],
  ])('%s', async (_name, body, message) => {
    const res = await alice.post(PUSH_PATHS.subscriptions).send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await stored()).toEqual([]);
  });

  it('a huge body is refused (413) without a 500', async () => {
    const res = await alice.post(PUSH_PATHS.subscriptions).send({ ...good(), endpoint: `https://push.example.test/${'a'.repeat(200_000)}` });
    expect(res.status).toBe(413);
    expect(typeof res.body.message).toBe('string');
    expect(await stored()).toEqual([]);
  });

  it('DELETE needs an https: endpoint and nothing else; GET takes no input', async () => {
    expect((await alice.delete(PUSH_PATHS.subscriptions).send({})).status).toBe(400);
    expect((await alice.delete(PUSH_PATHS.subscriptions).send({ endpoint: 'http://x.test/1' })).body.message).toMatch(/https: URL/);
    expect((await alice.delete(PUSH_PATHS.subscriptions).send({ endpoint: endpoint('x'), keys: {} })).status).toBe(400);
    expect((await alice.get(`${PUSH_PATHS.publicKey}?x=1`)).status).toBe(400);
  });

  it('extra keys inside keys are dropped, not stored', async () => {
    const body = good();
    const res = await alice.post(PUSH_PATHS.subscriptions).send({ ...body, keys: { ...body.keys, extra: 'x' } });
    expect(res.status).toBe(204);
    expect((await PushSubscriptionModel.findOne().lean())?.keys).toEqual(body.keys);
  });
});

test('a write from another origin is refused (403)', async () => {
  const res = await alice.post(PUSH_PATHS.subscriptions).set('Origin', 'https://evil.example').send(subscriptionBody(testPushSubscription(endpoint('csrf'))));
  expect(res.status).toBe(403);
  expect(await stored()).toEqual([]);
});

test('issue 23 finding 1: only endpoints on the browsers push services are stored; loopback, private and metadata addresses are 400', async () => {
  const app = createApp({ config: { ...t.config, pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS] }, connection: t.connection, mailer: t.mailer, push: t.push, logger: t.logger });
  const carol = await signUpAndLogIn(app);
  for (const bad of ['https://127.0.0.1:8443/send/x', 'https://169.254.169.254/latest/meta-data', 'https://10.0.0.5/x', 'https://push.example.test/send/x']) {
    const res = await carol.post('/api/push/subscriptions').send(subscriptionBody(testPushSubscription(bad)));
    expect([bad, res.status, res.body]).toEqual([bad, 400, { message: PUSH_SERVICE_ONLY }]);
  }
  expect(await PushSubscriptionModel.countDocuments()).toBe(0);
  const fcm = testPushSubscription('https://fcm.googleapis.com/fcm/send/carol-browser');
  expect((await carol.post('/api/push/subscriptions').send(subscriptionBody(fcm))).status).toBe(204);
  expect(await PushSubscriptionModel.countDocuments()).toBe(1);
});
