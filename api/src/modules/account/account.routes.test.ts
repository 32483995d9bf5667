// Export and erasure (UK GDPR): two users with data in every feature; one exports, then erases her account; no
// document anywhere in the database mentions her afterwards, and the other user's data is untouched.
import { subscriptionBody, testPushSubscription } from '../../../test/push-fixtures';
import { Types } from 'mongoose';
import request from 'supertest';
import { YOUR_DATA_MESSAGES } from '@renewly/shared-contracts/features/your-data';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import { AGENDA_COLLECTION } from '../../jobs/agenda';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, waitFor, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { createDeliveryEngine } from '../deliveries/delivery-engine';
import { createNotification } from '../notifications/notifications.service';
import { VehicleLookupModel } from '../vehicle/vehicle-lookup.model';
import { VehicleRefreshModel } from '../vehicle-refresh/refresh.model';
import { REFRESH_CLAIM_KIND } from '../vehicle-refresh/refresh-sweep';
import { ClaimModel } from '../../core/db/claim';
import { userDataModels } from './user-data-models';
import { PolicyRolloverModel } from '../policies/policy-rollovers.model';
import { ForwardingAddressModel, receiveForwardedMail } from '../inbound-mail';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);

const RESET_SUBJECT = 'Reset your Renewly password';

/** Data in every feature for one user, through the API wherever a route makes it. */
async function populate(plate: string): Promise<SignedInAgent> {
  let user = await signUpAndLogIn(t.app);
  // A used reset token (a claim under its hash) and, after signing in again, an unused one.
  expect((await user.post('/api/auth/forgot-password').send({ email: user.user.email })).status).toBe(200);
  const mail = await waitFor(() => OutboxModel.findOne({ to: user.user.email, subject: RESET_SUBJECT }).lean(), { what: 'reset email' });
  const token = /reset token: ([0-9a-f]{64})/.exec(mail.text)![1]!;
  const newPassword = `another long passphrase ${plate}`;
  const reset = await user.post('/api/auth/reset-password').send({ token, newPassword, confirmPassword: newPassword });
  expect(reset.status).toBe(200);
  const again = request.agent(t.app).set('Origin', TEST_ORIGIN);
  expect((await again.post('/api/auth/login').send({ email: user.user.email, password: newPassword })).status).toBe(200);
  user = Object.assign(again, { user: user.user, password: newPassword });
  expect((await user.post('/api/auth/forgot-password').send({ email: user.user.email })).status).toBe(200);
  await waitFor(async () => (await OutboxModel.countDocuments({ to: user.user.email, subject: RESET_SUBJECT })) >= 2, { what: 'second reset email' });

  const policy = await user.post('/api/policies').send({
    registrationNumber: plate,
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: inDays(10),
    motExpiryDate: inDays(40),
    isActive: true,
    insurer: '=HYPERLINK("http://evil")',
    currentPremium: '689.90',
    previousPremium: '612.40',
  });
  expect(policy.status).toBe(201);
  // Issue 39: an earlier policy year (it lives on the policy) and a renewal answer (policy_rollovers).
  const lastYearEnd = `${Number(inDays(10).slice(0, 4)) - 1}${inDays(10).slice(4)}`;
  const lastYearStart = `${Number(inDays(10).slice(0, 4)) - 2}${inDays(10).slice(4)}`;
  const years = await user
    .put(`/api/policies/${policy.body.id}/terms`)
    .send({ terms: [{ start: lastYearStart, end: lastYearEnd, insurer: 'Aviva', pricePaid: '540', renewalOffer: '700', bought: 'switched' }] });
  expect(years.status).toBe(200);
  await PolicyRolloverModel.create({
    _id: `${policy.body.id}:${lastYearEnd}`, policyId: new Types.ObjectId(policy.body.id as string), userId: new Types.ObjectId(user.user.id),
    forRenewalDate: lastYearEnd, answer: { answer: 'switched', forRenewalDate: lastYearEnd, insurer: 'Aviva', price: '540' }, createdAt: new Date(), updatedAt: new Date(),
  });
  const reminder = await user
    .post('/api/reminders')
    .send({ policyId: policy.body.id, title: '30 day renewal reminder', daysBefore: 30, notificationMethods: ['app', 'email'] });
  expect(reminder.status).toBe(201);
  expect((await user.post(`/api/quotes/personalized/${policy.body.id}`)).status).toBeLessThan(300);
  expect((await user.get('/api/market-trends/user-vehicles')).status).toBe(200);
  await createNotification(user.user.id, { title: 'Hello', message: `note for ${user.user.email}` });
  // An other channel (issue 41): exported without its secret, erased with the account.
  expect((await user.post('/api/channels').send({ kind: 'webhook', name: `hook ${plate}`, url: `http://127.0.0.1:9/${plate}` })).status).toBe(201);
  expect((await user.post('/api/calendar-feed')).status).toBe(201);
  // A forwarding address and a forwarded notice waiting for review (issue 49).
  await ForwardingAddressModel.create({ _id: `${plate.toLowerCase()}${'a'.repeat(19)}`, userId: new Types.ObjectId(user.user.id) });
  await receiveForwardedMail(user.user.id, Buffer.from(`From: Aviva <r@aviva.co.uk>\r\nSubject: Renewal for ${plate}\r\n\r\nYour renewal premium is £600.00 for ${plate}\r\n`));
  const push = testPushSubscription(`https://push.example.com/send/${plate}`);
  expect((await user.post('/api/push/subscriptions').send(subscriptionBody(push))).status).toBe(204);
  await t.connection.collection(AGENDA_COLLECTION).insertOne({ name: 'example-job', data: { userId: user.user.id }, nextRunAt: null });
  await VehicleLookupModel.create({ registration: plate, vehicle: null, fetchedAt: new Date() });
  await ClaimModel.create({ kind: REFRESH_CLAIM_KIND, key: `${String(policy.body.id)}:${plate}:first` });
  await VehicleRefreshModel.create({
    userId: new Types.ObjectId(user.user.id), policyId: new Types.ObjectId(policy.body.id as string), registration: plate,
    checkedAt: new Date('2026-11-20T10:00:00Z'), outcome: 'updated', answerAt: new Date('2026-11-20T10:00:00Z'),
    changes: [{ field: 'motExpiryDate', from: '2026-12-01', to: inDays(40) }], alerts: [], failures: 0, nextDueAt: new Date(),
  });
  return user;
}

let alice: SignedInAgent;
let bob: SignedInAgent;

beforeAll(async () => {
  alice = await populate('AL11CEE');
  bob = await populate('BO22BBB');
  // The reminders are due (renewal in 10 days, 30 days before): deliveries (app, email, push), their attempts and
  // outcomes, emails.
  const engine = createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: t.mailer, sms: t.sms, push: t.push, config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
  });
  const report = await engine.sweep();
  expect(report.attempted).toBe(6);
});

/** Every document of every collection that mentions one of the markers, as "collection: document". */
async function mentionsOf(markers: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const c of await t.connection.db!.listCollections().toArray()) {
    for (const doc of await t.connection.collection(c.name).find({}).toArray()) {
      const text = JSON.stringify(doc);
      if (markers.some((m) => text.includes(m))) found.push(`${c.name}: ${text.slice(0, 160)}`);
    }
  }
  return found;
}

test('the models holding user data are the ones this erasure knows (a new model must be added to this test)', () => {
  const { byUser, byPolicyOrReminder } = userDataModels(t.connection);
  expect(byUser.map((m) => m.modelName).sort()).toEqual(
    ['CalendarFeed', 'Delivery', 'EmailRestoreToken', 'ForwardingAddress', 'InboundReading', 'KnownDevice', 'MarketTrends', 'Notification', 'Passkey', 'Policy', 'PolicyDocument', 'PolicyRollover', 'PolicyShare', 'PolicySlot', 'PushSubscription', 'Quote', 'ReceivedQuote', 'Reminder', 'ResetToken', 'TwoStep', 'TwoStepRecoveryUse', 'TwoStepUsedStep', 'UnsubscribeToken', 'UserChannel', 'VehicleRefresh'].sort(),
  );
  expect(byPolicyOrReminder.map((m) => m.modelName).sort()).toEqual(['DeliveryAttempt', 'DeliveryOutcome']);
});

test('the JSON export holds everything about the user and nothing secret or of anyone else', async () => {
  const res = await alice.get('/api/account/export');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?renewly-data-\d{4}-\d{2}-\d{2}\.json"?$/);
  const data = JSON.parse(res.text);
  expect(data.user).toMatchObject({ id: alice.user.id, email: alice.user.email });
  expect(data.calendarFeed).toMatchObject({ enabled: true });
  expect(data.deliveryPreferences).toMatchObject({ deliveryHour: 9 });
  expect(data.collections.policies[0].terms).toEqual([expect.objectContaining({ insurer: 'Aviva', pricePaid: '540', renewalOffer: '700' })]);
  for (const name of ['policy_rollovers', 'policies', 'reminders', 'quotes', 'notifications', 'deliveries', 'delivery_attempts', 'delivery_outcomes', 'market_trends', 'passwordresettokens', 'vehicle_refreshes', 'user_channels', 'known_devices', 'forwarding_addresses', 'inbound_readings']) {
    expect([name, data.collections[name]?.length > 0]).toEqual([name, true]);
  }
  expect(res.text).not.toMatch(/passwordHash|tokenHash|\$argon2|whsec_|"secret"/);
  expect(res.text).not.toContain(bob.user.id);
  expect(res.text).not.toContain('BO22BBB');
  const feedHash = (await t.connection.collection('calendar_feeds').findOne({ userId: new Types.ObjectId(alice.user.id) }))!._id;
  expect(res.text).not.toContain(String(feedHash));
  // Last year's premium is hers too (issue 25).
  expect(data.collections.policies[0]).toMatchObject({ currentPremium: '689.90', previousPremium: '612.40' });
});

test('the CSV export: a header, her policy, formula cells neutralised', async () => {
  const res = await alice.get('/api/account/export/policies.csv');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?renewly-policies-\d{4}-\d{2}-\d{2}\.csv"?$/);
  const lines = res.text.split('\r\n');
  expect(lines[0]).toMatch(/^registrationNumber,carManufacturer,carModel,/);
  expect(lines[1]).toContain('AL11CEE');
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  // The current premium, then last year's (issue 25).
  expect(lines[0]).toContain(',currentPremium,previousPremium,');
  expect(lines[1]).toContain(',689.90,612.40,');
  // The DVLA refresh history (when, what changed).
  expect(lines[0]).toMatch(/,dvlaRefresh,dvlaCheckedAt,dvlaRefreshHistory,receivedQuotes,/);
  // Every earlier policy year (issue 39).
  expect(lines[0]).toMatch(/,renewalOffer,termStart,termBought,termRenewalOffer,policyYears$/);
  expect(lines[1]).toMatch(/ to \d{4}-\d{2}-\d{2}, Aviva, paid 540, offer 700, switched/);
  expect(lines[1]).toContain(`2026-11-20 updated: MOT 2026-12-01 -> ${inDays(40)}`);
  expect(res.text).not.toContain('BO22BBB');
});

test('export routes refuse input and strangers', async () => {
  expect((await alice.get('/api/account/export?userId=x')).status).toBe(400);
  expect((await request(t.app).get('/api/account/export')).status).toBe(401);
  expect((await request(t.app).get('/api/account/export/policies.csv')).status).toBe(401);
});

test('a wrong or missing password deletes nothing', async () => {
  const before = await mentionsOf([alice.user.id]);
  const wrong = await alice.delete('/api/account').send({ password: 'not my password' });
  expect(wrong.status).toBe(403);
  expect(wrong.body).toEqual({ message: YOUR_DATA_MESSAGES.wrongPassword });
  expect((await alice.delete('/api/account').send({})).status).toBe(400);
  expect((await alice.delete('/api/account').send({ password: 'x', userId: bob.user.id })).status).toBe(400);
  // Bob's correct password does not delete Alice (it is checked against the signed-in user).
  expect((await alice.delete('/api/account').send({ password: bob.password })).status).toBe(403);
  expect(await mentionsOf([alice.user.id])).toEqual(before);
  expect((await alice.get('/api/user')).status).toBe(200);
});

test('erasure leaves no document in any collection that mentions her; Bob keeps all of his; she cannot sign in', async () => {
  const bobMarkers = [bob.user.id, bob.user.email];
  const bobsBefore = await mentionsOf(bobMarkers);
  expect(bobsBefore.length).toBeGreaterThan(15);
  const markers = [alice.user.id, alice.user.email, alice.user.username];
  expect((await mentionsOf(markers)).length).toBeGreaterThan(15);

  const res = await alice.delete('/api/account').send({ password: alice.password });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ message: YOUR_DATA_MESSAGES.accountDeleted });

  expect(await mentionsOf(markers)).toEqual([]);
  expect(await mentionsOf(bobMarkers)).toEqual(bobsBefore);
  expect(await VehicleLookupModel.countDocuments({ registration: 'AL11CEE' })).toBe(0);
  expect(await VehicleLookupModel.countDocuments({ registration: 'BO22BBB' })).toBe(1);
  expect(await ClaimModel.countDocuments({ kind: REFRESH_CLAIM_KIND, key: { $regex: 'AL11CEE' } })).toBe(0);
  expect(await ClaimModel.countDocuments({ kind: REFRESH_CLAIM_KIND, key: { $regex: 'BO22BBB' } })).toBe(1);

  expect((await alice.get('/api/user')).status).toBe(401);
  const login = await request(t.app).post('/api/auth/login').set('Origin', TEST_ORIGIN).send({ email: alice.user.email, password: alice.password });
  expect(login.status).toBe(401);
  expect((await bob.get('/api/policies')).body).toHaveLength(1);
});
