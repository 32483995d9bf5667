import request from 'supertest';
import { addDays, londonToday } from '@renewly/shared-contracts';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { channelDueAt, dueAt } from '../deliveries/due-time';
import { UserModel } from '../users/user.model';
import { DEFAULT_DELIVERY_PREFERENCES } from './delivery-preferences.rules';

let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
});

const PATH = '/api/user/delivery-preferences';
const prefs = { deliveryHour: 7, quietHours: { enabled: true, start: 21, end: 8 }, defaultChannels: ['sms', 'app'] };

test('signed out: 401 for both', async () => {
  expect((await request(t.app).get(PATH)).status).toBe(401);
  expect((await request(t.app).put(PATH).send(prefs)).status).toBe(401);
});

test('defaults until saved: 09:00, quiet hours off, the dialogs’ own default channels', async () => {
  const res = await alice.get(PATH);
  expect(res.status).toBe(200);
  expect(res.body).toEqual(DEFAULT_DELIVERY_PREFERENCES);
});

test('saved for the signed-in user only, stored on the user, read back', async () => {
  const put = await alice.put(PATH).send({ ...prefs, defaultChannels: ['sms', 'app', 'sms'] });
  expect(put.status).toBe(200);
  // noticeEmails (issue 41) is always answered: on unless turned off.
  expect(put.body).toEqual({ ...prefs, noticeEmails: true });
  expect((await alice.get(PATH)).body).toEqual({ ...prefs, noticeEmails: true });
  expect((await bob.get(PATH)).body).toEqual(DEFAULT_DELIVERY_PREFERENCES);
  const stored = await UserModel.findById(alice.user.id).lean();
  expect(stored!.deliveryPreferences).toMatchObject(prefs);
  // The profile answer does not carry them.
  expect((await alice.get('/api/user')).body).not.toHaveProperty('deliveryPreferences');
});

test.each([
  ['an hour of 24', { ...prefs, deliveryHour: 24 }, 'The delivery time must be a whole hour from 0 to 23'],
  ['a time string', { ...prefs, deliveryHour: '09:00' }, 'The delivery time must be a whole hour from 0 to 23'],
  ['quiet hours of no length', { ...prefs, quietHours: { enabled: true, start: 8, end: 8 } }, 'Quiet hours must start and end at different times'],
  ['a negative quiet start', { ...prefs, quietHours: { enabled: true, start: -1, end: 8 } }, 'Quiet hours start must be a whole hour from 0 to 23'],
  ['no channel', { ...prefs, defaultChannels: [] }, 'Choose at least one channel'],
  ['an unknown field', { ...prefs, userId: '665f1c2e9b1e8a0000000001' }, 'Unknown field: userId'],
])('400 with a message for %s, nothing changed', async (_name, body, message) => {
  const res = await alice.put(PATH).send(body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message });
  expect((await alice.get(PATH)).body).toEqual(DEFAULT_DELIVERY_PREFERENCES);
});

test('a missing field or an operator object is a 400, not a 500', async () => {
  for (const body of [{}, { deliveryHour: 9 }, { ...prefs, quietHours: { $set: 1 } }, { ...prefs, deliveryHour: { $gt: 1 } }]) {
    const res = await alice.put(PATH).send(body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  }
});

test('GET /api/reminders shows pending deliveries at the preferred hour; SMS after quiet hours end', async () => {
  const renewal = addDays(londonToday(), 90);
  const policy = await alice.post('/api/policies').send({ registrationNumber: 'AL11 CEA', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: renewal, isActive: true });
  await alice.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 30, notificationMethods: ['email', 'sms'] });
  const before = (await alice.get('/api/reminders')).body[0];
  expect(before.nextDeliveryAt).toBe(dueAt(renewal, 30).toISOString());

  // 06:00 is inside 22:00-07:00: the email goes at 06:00, the SMS waits for 07:00.
  await alice.put(PATH).send({ deliveryHour: 6, quietHours: { enabled: true, start: 22, end: 7 }, defaultChannels: null });
  const after = (await alice.get('/api/reminders')).body[0];
  const six = dueAt(renewal, 30, 6).toISOString();
  const seven = dueAt(renewal, 30, 7).toISOString();
  expect(after.deliveries.map((d: { channel: string; at: string }) => [d.channel, d.at])).toEqual([['email', six], ['sms', seven]]);
  expect(after.nextDeliveryAt).toBe(six);
  expect(channelDueAt(renewal, 30, 'sms', { deliveryHour: 6, quietHours: { enabled: true, start: 22, end: 7 } }).toISOString()).toBe(seven);
});
