import { Types } from 'mongoose';
import request from 'supertest';
import { addDays, londonToday, MESSAGES } from '@renewly/shared-contracts';
import { reminderListSchema, reminderSchema } from '@renewly/shared-contracts/features/schemas';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { NO_PUSH_SUBSCRIPTION } from '../../channels/push/push-channel';
import { DeliveryModel } from '../deliveries/deliveries.model';
import { claimAttempt, claimDelivery, recordOutcome } from '../deliveries/deliveries.service';
import { deliveryKey, dueAt } from '../deliveries/due-time';
import { ReminderModel } from './reminders.model';

let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;
let alicePolicy: string;
let bobPolicy: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const renewal = addDays(londonToday(), 90);

async function createPolicy(agent: SignedInAgent, registrationNumber: string, overrides: Record<string, unknown> = {}) {
  const res = await agent.post('/api/policies').send({
    registrationNumber,
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Admiral',
    renewalDate: renewal,
    isActive: true,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`policy: ${res.status} ${res.text}`);
  return res.body.id as string;
}

beforeEach(async () => {
  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
  alicePolicy = await createPolicy(alice, 'AL11 CEA');
  bobPolicy = await createPolicy(bob, 'BO51 BBB');
});

const input = (overrides: Record<string, unknown> = {}) => ({
  policyId: alicePolicy,
  title: 'ignored',
  daysBefore: 30,
  notificationMethods: ['email', 'app'],
  ...overrides,
});

async function create(agent: SignedInAgent, body: Record<string, unknown>) {
  const res = await agent.post('/api/reminders').send(body);
  if (res.status !== 201) throw new Error(`reminder: ${res.status} ${res.text}`);
  return res.body as { id: string };
}

describe('signed out', () => {
  it.each([
    ['get', '/api/reminders'],
    ['post', '/api/reminders'],
    ['put', `/api/reminders/${new Types.ObjectId()}`],
    ['delete', `/api/reminders/${new Types.ObjectId()}`],
  ] as const)('%s %s answers 401', async (method, path) => {
    expect((await request(t.app)[method](path).send(input())).status).toBe(401);
  });
});

describe('POST /api/reminders', () => {
  it('stores the reminder with a generated title and answers it with its schedule', async () => {
    const res = await alice.post('/api/reminders').send(input());
    expect(res.status).toBe(201);
    const due = dueAt(renewal, 30).toISOString();
    expect(reminderSchema.parse(res.body)).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      policyId: alicePolicy,
      title: '30 day renewal reminder',
      daysBefore: 30,
      notificationMethods: ['email', 'app'],
      // The user's other channels (issue 41): none.
      channelIds: [],
      target: 'renewal',
      targetDate: renewal,
      createdAt: expect.any(String),
      nextDeliveryAt: due,
      deliveries: [
        { channel: 'email', status: 'scheduled', at: due, reason: null, nextAttemptAt: null, attempts: 0 },
        { channel: 'app', status: 'scheduled', at: due, reason: null, nextAttemptAt: null, attempts: 0 },
        // The web push that goes with the bell: its own line.
        { channel: 'push', status: 'scheduled', at: due, reason: null, nextAttemptAt: null, attempts: 0 },
      ],
    });
    const stored = await ReminderModel.findById(res.body.id).lean();
    expect(stored).toMatchObject({ title: '30 day renewal reminder', daysBefore: 30, notificationMethods: ['email', 'app'] });
    expect(String(stored!.userId)).toBe(alice.user.id);
  });

  it("answers 404 'Policy not found' for someone else's policy and stores nothing", async () => {
    const res = await alice.post('/api/reminders').send(input({ policyId: bobPolicy }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Policy not found' });
    expect(await ReminderModel.countDocuments()).toBe(0);
  });

  it.each([
    ['no policy', { policyId: '' }, MESSAGES.invalidId],
    ['a policy id that is not one', { policyId: { $ne: null } }, undefined],
    ['no days', { daysBefore: undefined }, undefined],
    ['0 days', { daysBefore: 0 }, undefined],
    ['days as text', { daysBefore: '30' }, undefined],
    ['no method', { notificationMethods: [] }, MESSAGES.fillAllFields],
    ['an unknown method', { notificationMethods: ['fax'] }, undefined],
    ['an unknown field', { userId: 'x' }, 'Unknown field: userId'],
  ])('answers 400 for %s and stores nothing', async (_name, overrides, message) => {
    const res = await alice.post('/api/reminders').send(input(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: message ?? expect.any(String) });
    expect(res.body.message.length).toBeGreaterThan(3);
    expect(await ReminderModel.countDocuments()).toBe(0);
  });
});

describe('GET /api/reminders', () => {
  it("lists only the signed-in user's reminders", async () => {
    const mine = await create(alice, input());
    await create(bob, input({ policyId: bobPolicy, daysBefore: 10, notificationMethods: ['sms'] }));
    const res = await alice.get('/api/reminders');
    expect(res.status).toBe(200);
    expect(reminderListSchema.parse(res.body).map((r) => r.id)).toEqual([mine.id]);
    const bobs = (await bob.get('/api/reminders')).body;
    expect(bobs.map((r: { title: string; policyId: string }) => [r.title, r.policyId])).toEqual([['10 day renewal reminder', bobPolicy]]);
  });

  it('shows the delivery log: sent, retrying with its next attempt, and a skip with its reason', async () => {
    const reminder = await create(alice, { ...input(), notificationMethods: ['email', 'sms', 'app'] });
    const now = new Date();
    const ref = (channel: 'email' | 'sms' | 'app' | 'push', attemptNo = 1) => ({
      deliveryId: deliveryKey(reminder.id, channel, renewal),
      attemptNo,
      reminderId: reminder.id,
      policyId: alicePolicy,
      renewalDate: renewal,
    });
    for (const channel of ['email', 'sms', 'app', 'push'] as const) {
      const common = { userId: alice.user.id, policyId: alicePolicy, reminderId: reminder.id, renewalDate: renewal };
      await claimDelivery({ ...common, id: deliveryKey(reminder.id, channel, renewal), channel, dueAt: now }, now);
      await claimAttempt(ref(channel), now, 60_000);
    }
    const retryAt = new Date(now.getTime() + 60_000);
    await recordOutcome(ref('email'), { status: 'temporary-failure', at: now, reason: 'The mail server did not answer', nextAttemptAt: retryAt });
    await recordOutcome(ref('sms'), { status: 'skipped', at: now, reason: 'SMS is not configured' });
    await recordOutcome(ref('app'), { status: 'sent', at: now });
    await recordOutcome(ref('push'), { status: 'skipped', at: now, reason: NO_PUSH_SUBSCRIPTION });

    const [listed] = (await alice.get('/api/reminders')).body;
    expect(listed.nextDeliveryAt).toBe(retryAt.toISOString());
    expect(listed.deliveries).toEqual([
      { channel: 'email', status: 'temporary-failure', at: now.toISOString(), reason: 'The mail server did not answer', nextAttemptAt: retryAt.toISOString(), attempts: 1 },
      { channel: 'sms', status: 'skipped', at: now.toISOString(), reason: 'SMS is not configured', nextAttemptAt: null, attempts: 1 },
      { channel: 'app', status: 'sent', at: now.toISOString(), reason: null, nextAttemptAt: null, attempts: 1 },
      { channel: 'push', status: 'skipped', at: now.toISOString(), reason: NO_PUSH_SUBSCRIPTION, nextAttemptAt: null, attempts: 1 },
    ]);
  });

  it('shows nothing pending for an inactive policy', async () => {
    await create(alice, input());
    await alice.patch(`/api/policies/${alicePolicy}/status`).send({ isActive: false });
    const [listed] = (await alice.get('/api/reminders')).body;
    expect(listed).toMatchObject({ nextDeliveryAt: null, deliveries: [] });
  });
});

describe('PUT /api/reminders/:id', () => {
  it('replaces the days and methods; the title follows the days', async () => {
    const { id } = await create(alice, input());
    const res = await alice.put(`/api/reminders/${id}`).send(input({ daysBefore: 10, notificationMethods: ['sms'], title: 'x' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: '10 day renewal reminder', daysBefore: 10, notificationMethods: ['sms'] });
    expect(res.body.nextDeliveryAt).toBe(dueAt(renewal, 10).toISOString());
    expect(await ReminderModel.findById(id).lean()).toMatchObject({ title: '10 day renewal reminder', daysBefore: 10, notificationMethods: ['sms'] });
  });

  it("answers 404 for someone else's reminder, or a move to someone else's policy, and changes nothing", async () => {
    const { id } = await create(alice, input());
    const foreign = await bob.put(`/api/reminders/${id}`).send(input({ policyId: bobPolicy, daysBefore: 10 }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Reminder not found' });
    const moved = await alice.put(`/api/reminders/${id}`).send(input({ policyId: bobPolicy, daysBefore: 10 }));
    expect(moved.status).toBe(404);
    expect(moved.body).toEqual({ message: 'Policy not found' });
    const stored = await ReminderModel.findById(id).lean();
    expect(stored).toMatchObject({ daysBefore: 30 });
    expect(String(stored!.policyId)).toBe(alicePolicy);
  });

  it('answers 400 for bad input or a malformed id and changes nothing', async () => {
    const { id } = await create(alice, input());
    expect((await alice.put(`/api/reminders/${id}`).send(input({ daysBefore: -1 }))).status).toBe(400);
    const malformed = await alice.put('/api/reminders/nope').send(input());
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: MESSAGES.invalidId });
    expect(await ReminderModel.findById(id).lean()).toMatchObject({ daysBefore: 30 });
  });
});

describe('DELETE /api/reminders/:id', () => {
  it('deletes the reminder and its deliveries', async () => {
    const { id } = await create(alice, input());
    const now = new Date();
    const d = deliveryKey(id, 'email', renewal);
    await claimDelivery({ id: d, userId: alice.user.id, policyId: alicePolicy, reminderId: id, channel: 'email', renewalDate: renewal, dueAt: now }, now);
    const res = await alice.delete(`/api/reminders/${id}`);
    expect(res.status).toBe(204);
    expect(await ReminderModel.countDocuments()).toBe(0);
    expect(await DeliveryModel.countDocuments()).toBe(0);
  });

  it("answers 404 for someone else's reminder and keeps it; 400 for a malformed id", async () => {
    const { id } = await create(alice, input());
    const res = await bob.delete(`/api/reminders/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Reminder not found' });
    expect(await ReminderModel.countDocuments({ _id: id })).toBe(1);
    expect((await alice.delete('/api/reminders/123')).status).toBe(400);
  });
});

it('policy creation makes its reminders through the same service, listed by GET', async () => {
  const res = await alice.post('/api/policies').send({
    registrationNumber: 'NE70 POL',
    carManufacturer: 'Kia',
    carModel: 'Ceed',
    renewalDate: renewal,
    isActive: true,
    reminderDays: [30, 10],
    reminderMethods: ['email'],
  });
  expect(res.status).toBe(201);
  const titles = (await alice.get('/api/reminders')).body
    .filter((r: { policyId: string }) => r.policyId === res.body.id)
    .map((r: { title: string }) => r.title);
  expect(titles).toEqual(['30 day renewal reminder', '10 day renewal reminder']);
});
