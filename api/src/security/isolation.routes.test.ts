// Two users: Bob walks every route of the API (read from the route table) pointed at Alice's data. Nothing of hers
// may show in his answers, no request aimed at her records may succeed, and her stored data must not change.
import { Types } from 'mongoose';
import request from 'supertest';
import { apiRouteTable } from '../core/http/route-table';
import { createNotification } from '../modules/notifications/notifications.service';
import { receiveForwardedMail } from '../modules/inbound-mail';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../test/helpers';
import { subscriptionBody, testPushSubscription } from '../../test/push-fixtures';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { halfSignedIn, turnOnTwoStep } from '../../test/two-step-fixtures';
import { sessionPublicId } from '../modules/auth/account-sessions';
import { SESSIONS_COLLECTION } from '../modules/auth/session-store';
import { fillPath, policyBody, receivedQuoteBody, routeKey, routeSamples, type SampleIds } from '../../test/route-samples';

let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;
let aliceIds: SampleIds;

const USER_COLLECTIONS = ['policies', 'reminders', 'notifications', 'quotes', 'received_quotes', 'deliveries', 'pushsubscriptions', 'user_channels', 'passkeys', 'inbound_readings'];
/** Alice's other channel (issue 41): the walk aims every ':id' at it too. */
let aliceChannelId: string;
/** The public id of Alice's session (issue 40): the walk aims ':publicId' at it. */
let aliceSessionPublicId: string;
/** Alice's passkey (issue 40): its id joins the ':id' walk, its credential the sign-in and re-authentication samples. */
let alicePasskeyId: string;
let alicePasskeyCredential: string;
/** A forwarded notice waiting for Alice's review (issue 49): its id joins the ':id' walk. */
let aliceReadingId: string;

async function snapshotOf(userId: string): Promise<string> {
  const oid = new Types.ObjectId(userId);
  const db = t.connection.db!;
  const parts: Record<string, unknown> = { user: await db.collection('users').findOne({ _id: oid }) };
  for (const name of USER_COLLECTIONS) parts[name] = await db.collection(name).find({ userId: oid }).sort({ _id: 1 }).toArray();
  return JSON.stringify(parts);
}

beforeAll(async () => {
  // As deployed: in production the messaging test routes only reach the signed-in user.
  t = await createTestApp({ config: { nodeEnv: 'production' } });
  alice = await signUpAndLogIn(t.app, { mobileNumber: '07700900456' });
  bob = await signUpAndLogIn(t.app, { mobileNumber: '07700900789' });
  const policy = await alice.post('/api/policies').send(policyBody('ZZ11ALI'));
  expect(policy.status).toBe(201);
  const reminder = await alice
    .post('/api/reminders')
    .send({ policyId: policy.body.id, title: '30 day renewal reminder', daysBefore: 30, notificationMethods: ['app'] });
  expect(reminder.status).toBe(201);
  // Before her notification: the walk's last check finds that one newest in her bell.
  aliceReadingId = String((await receiveForwardedMail(alice.user.id, Buffer.from('From: Aviva <r@aviva.co.uk>\r\nSubject: alice-secret-subject\r\n\r\nRenewal premium £500.00\r\n')))._id);
  const notification = await createNotification(alice.user.id, { title: 'For Alice only', message: 'alice-secret-note' });
  const quote = await alice.post(`/api/policies/${policy.body.id}/received-quotes`).send({ ...receivedQuoteBody(), insurer: 'alice-secret-insurer' });
  expect(quote.status).toBe(201);
  expect((await bob.post('/api/policies').send(policyBody('ZZ22BOB'))).status).toBe(201);
  const alicePush = testPushSubscription('https://push.example.test/send/alice-browser');
  expect((await alice.post('/api/push/subscriptions').send(subscriptionBody(alicePush))).status).toBe(204);
  const channel = await alice.post('/api/channels').send({ kind: 'webhook', name: 'alice-secret-hook', url: 'http://127.0.0.1:9/alice-hook' });
  expect(channel.status).toBe(201);
  aliceChannelId = channel.body.id;
  const aliceSession = await t.connection.collection<{ _id: string }>(SESSIONS_COLLECTION).findOne({ 'session.passport.user': alice.user.id });
  aliceSessionPublicId = sessionPublicId(aliceSession!._id);
  const device = new SoftAuthenticator('http://127.0.0.1:3000');
  const passkeyOptions = await alice.post('/api/passkeys/registration/options');
  const passkey = await alice.post('/api/passkeys/registration/verify').send({ name: 'alice-secret-passkey', credential: device.register(passkeyOptions.body) });
  expect(passkey.status).toBe(201);
  alicePasskeyId = passkey.body.id;
  alicePasskeyCredential = device.credentials[0]!.id;
  aliceIds = {
    policyId: policy.body.id,
    reminderId: reminder.body.id,
    notificationId: notification.id,
    email: alice.user.email,
    mobile: '07700900456',
    pushEndpoint: alicePush.endpoint,
    passkeyCredentialId: alicePasskeyCredential,
  };
});
afterAll(async () => {
  await t.close();
});

test('the walk covers exactly the routes in the route table', () => {
  const table = apiRouteTable(t.app).map(routeKey).sort();
  expect(Object.keys(routeSamples(aliceIds)).sort()).toEqual(table);
});

test("Bob, signed in, walking every route at Alice's ids, gets none of her data and changes none of it", async () => {
  const samples = routeSamples(aliceIds);
  const before = await snapshotOf(alice.user.id);
  const markers = [aliceSessionPublicId, alice.user.id, alice.user.email, aliceIds.policyId, aliceIds.reminderId, aliceIds.notificationId, 'ZZ11ALI', 'alice-secret-note', 'alice-secret-insurer', aliceIds.pushEndpoint, aliceChannelId, 'alice-secret-hook', 'alice-hook', alicePasskeyId, alicePasskeyCredential, 'alice-secret-passkey', aliceReadingId, 'alice-secret-subject'];
  const routes = apiRouteTable(t.app).sort((a, b) => Number(!!samples[routeKey(a)]?.endsSession) - Number(!!samples[routeKey(b)]?.endsSession));
  let requests = 0;
  for (const route of routes) {
    const sample = samples[routeKey(route)]!;
    const ids = /:(id|policyId)\b/.test(route.path)
      ? [aliceIds.policyId, aliceIds.reminderId, aliceIds.notificationId, aliceChannelId, alicePasskeyId, aliceReadingId]
      : /:publicId\b/.test(route.path)
        ? [aliceSessionPublicId]
        : ['-'];
    for (const id of ids) {
      const path = fillPath(route.path, id);
      const res = await bob[route.method.toLowerCase() as 'get'](path).query(sample.query ?? {}).send(sample.body as object);
      requests += 1;
      const what = `${route.method} ${path} -> ${res.status}`;
      expect([what, res.status === 500]).toEqual([what, false]);
      if (sample.refusesForeign) expect([what, res.status >= 200 && res.status < 300]).toEqual([what, false]);
      for (const marker of markers) expect([what, res.text.includes(marker)]).toEqual([what, false]);
    }
  }
  expect(requests).toBeGreaterThanOrEqual(routes.length);
  expect(await snapshotOf(alice.user.id)).toBe(before);
  // Her session survived Bob's sign-outs, and her data is all there.
  const mine = await alice.get('/api/policies');
  expect(mine.status).toBe(200);
  expect(mine.body.map((p: { id: string }) => p.id)).toEqual([aliceIds.policyId]);
  expect((await alice.get('/api/notifications')).body[0]).toMatchObject({ id: aliceIds.notificationId, isRead: false });
});

test('signed out, every route but the public ones answers 401', async () => {
  const open = new Set(['GET /api/auth/registration', 'POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/logout', 'POST /api/auth/forgot-password', 'POST /api/auth/reset-password',
    // The calendar feed's token is its credential (a made-up one is a 404); the API documentation is public.
    'GET /api/calendar/:token.ics', 'GET /api/openapi.json', 'GET /api/docs',
    // What a share invitation is: shown on the /invite page before signing in (its token is the credential).
    'GET /api/invites/:token',
    // The email verification link's token is its credential: the link may be opened signed out (issue 36).
    'POST /api/auth/verify-email',
    // The link to take an account back (issue 51): its token is the credential, as a reset link's is.
    'POST /api/auth/restore-email',
    // The code step of a sign-in (issue 40): its half-signed-in session is checked inside (401 without one).
    'POST /api/auth/two-step',
    // One-click unsubscribe: the token is the credential (RFC 8058: a mail provider POSTs with no session).
    'GET /api/unsubscribe/:token', 'POST /api/unsubscribe/:token',
    // Passkey sign-in (issue 40): signed out by its nature (the passkey is the credential).
    'POST /api/auth/passkey/options', 'POST /api/auth/passkey/verify',
    // Forwarded mail posted by a mail provider (issue 49): the path's secret and the body's HMAC are the credentials.
    'POST /api/inbound-mail/:secret']);
  for (const route of apiRouteTable(t.app)) {
    if (open.has(routeKey(route))) continue;
    const res = await request(t.app)[route.method.toLowerCase() as 'get'](fillPath(route.path, aliceIds.policyId))
      .set('Origin', 'http://127.0.0.1:3000')
      .send({});
    expect([routeKey(route), res.status]).toEqual([routeKey(route), 401]);
  }
});

test('half signed in (the password right, the two-step code not given), every route but the public ones answers 401', async () => {
  const carol = await signUpAndLogIn(t.app, { mobileNumber: '07700900654' });
  await turnOnTwoStep(carol);
  const half = await halfSignedIn(t.app, carol.user.email, carol.password);
  const open = new Set(['GET /api/auth/registration', 'POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/logout', 'POST /api/auth/forgot-password', 'POST /api/auth/reset-password',
    'GET /api/calendar/:token.ics', 'GET /api/openapi.json', 'GET /api/docs', 'GET /api/invites/:token', 'POST /api/auth/verify-email',
    'POST /api/auth/restore-email', 'GET /api/unsubscribe/:token', 'POST /api/unsubscribe/:token', 'POST /api/auth/two-step',
    // A passkey is both factors: its sign-in is open to anyone, half signed in or not (and replaces that state).
    'POST /api/auth/passkey/options', 'POST /api/auth/passkey/verify', 'POST /api/inbound-mail/:secret']);
  const samples = routeSamples(aliceIds);
  let walked = 0;
  for (const route of apiRouteTable(t.app)) {
    if (open.has(routeKey(route))) continue;
    const sample = samples[routeKey(route)]!;
    const res = await half[route.method.toLowerCase() as 'get'](fillPath(route.path, aliceIds.policyId)).query(sample.query ?? {}).send(sample.body as object);
    expect([routeKey(route), res.status]).toEqual([routeKey(route), 401]);
    walked += 1;
  }
  expect(walked).toBeGreaterThan(50);
  // Still half signed in (the walk ended nothing): the code step would still be taken.
  expect((await half.post('/api/auth/two-step').send({ code: 'abcdef' })).status).toBe(400);
});
