// MOT and road-tax reminders: created against the policy's own date, refused without it, skipped once it is cleared.
import { addDays, londonToday } from '@renewly/shared-contracts';
import { reminderListSchema } from '@renewly/shared-contracts/features/schemas';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { dueAt } from '../deliveries/due-time';
import { ReminderModel } from './reminders.model';

let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const renewal = addDays(londonToday(), 90);
const mot = addDays(londonToday(), 60);
const tax = addDays(londonToday(), 45);

const policyBody = (extra: Record<string, unknown> = {}) => ({
  registrationNumber: 'AL11 CEA',
  carManufacturer: 'Ford',
  carModel: 'Focus',
  renewalDate: renewal,
  isActive: true,
  ...extra,
});

async function createPolicy(agent: SignedInAgent, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await agent.post('/api/policies').send(policyBody(extra));
  if (res.status !== 201) throw new Error(`policy: ${res.status} ${res.text}`);
  return res.body.id as string;
}

const reminder = (policyId: string, target: string, daysBefore = 30) => ({
  policyId,
  title: 'ignored',
  daysBefore,
  notificationMethods: ['email'],
  target,
});

beforeEach(async () => {
  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
});

test('an MOT and a road-tax reminder count down to their own dates, titled for them; renewal stays the default', async () => {
  const policyId = await createPolicy(alice, { motExpiryDate: mot, roadTaxExpiryDate: tax });
  const m = await alice.post('/api/reminders').send(reminder(policyId, 'mot', 14));
  expect(m.status).toBe(201);
  expect(m.body).toMatchObject({ title: '14 day MOT reminder', target: 'mot', targetDate: mot, nextDeliveryAt: dueAt(mot, 14).toISOString() });
  const r = await alice.post('/api/reminders').send(reminder(policyId, 'roadTax'));
  expect(r.status).toBe(201);
  expect(r.body).toMatchObject({ title: '30 day road tax reminder', target: 'roadTax', targetDate: tax, nextDeliveryAt: dueAt(tax, 30).toISOString() });
  const { target: _omit, ...noTarget } = reminder(policyId, 'x');
  const plain = await alice.post('/api/reminders').send(noTarget);
  expect(plain.body).toMatchObject({ title: '30 day renewal reminder', target: 'renewal', targetDate: renewal });

  const list = reminderListSchema.parse((await alice.get('/api/reminders')).body);
  expect(list.map((x) => [x.title, x.targetDate])).toEqual(
    expect.arrayContaining([['14 day MOT reminder', mot], ['30 day road tax reminder', tax], ['30 day renewal reminder', renewal]]),
  );
  expect(await ReminderModel.countDocuments({ target: 'mot' })).toBe(1);
  // Bob sees none of them.
  expect((await bob.get('/api/reminders')).body).toEqual([]);
});

test('a policy without the date: 400 with a plain message, nothing stored (create and edit)', async () => {
  const policyId = await createPolicy(alice);
  const m = await alice.post('/api/reminders').send(reminder(policyId, 'mot'));
  expect(m.status).toBe(400);
  expect(m.body).toEqual({ message: 'This policy has no MOT expiry date: add it to the policy first' });
  const r = await alice.post('/api/reminders').send(reminder(policyId, 'roadTax'));
  expect(r.status).toBe(400);
  expect(r.body).toEqual({ message: 'This policy has no road tax expiry date: add it to the policy first' });
  expect(await ReminderModel.countDocuments()).toBe(0);

  const renewalOne = await alice.post('/api/reminders').send(reminder(policyId, 'renewal'));
  const edit = await alice.put(`/api/reminders/${renewalOne.body.id}`).send(reminder(policyId, 'mot'));
  expect(edit.status).toBe(400);
  expect((await ReminderModel.findById(renewalOne.body.id).lean())!.title).toBe('30 day renewal reminder');
});

test('an unknown target is a 400; bob cannot aim a reminder at alice’s policy', async () => {
  const policyId = await createPolicy(alice, { motExpiryDate: mot });
  const bad = await alice.post('/api/reminders').send(reminder(policyId, 'insurance'));
  expect(bad.status).toBe(400);
  expect(typeof bad.body.message).toBe('string');
  expect((await bob.post('/api/reminders').send(reminder(policyId, 'mot'))).status).toBe(404);
});

test('editing switches the target and the title follows; an edit without a target keeps it', async () => {
  const policyId = await createPolicy(alice, { motExpiryDate: mot });
  const created = await alice.post('/api/reminders').send(reminder(policyId, 'renewal', 20));
  const edit = await alice.put(`/api/reminders/${created.body.id}`).send(reminder(policyId, 'mot', 14));
  expect(edit.status).toBe(200);
  expect(edit.body).toMatchObject({ title: '14 day MOT reminder', target: 'mot', targetDate: mot });
  const { target: _omit, ...noTarget } = reminder(policyId, 'mot', 10);
  const again = await alice.put(`/api/reminders/${created.body.id}`).send(noTarget);
  expect(again.body).toMatchObject({ title: '10 day MOT reminder', target: 'mot', targetDate: mot });
});

test('an MOT reminder whose date was cleared from the policy is shown skipped, with the reason', async () => {
  const policyId = await createPolicy(alice, { motExpiryDate: mot });
  await alice.post('/api/reminders').send({ ...reminder(policyId, 'mot'), notificationMethods: ['email', 'sms'] });
  expect((await alice.put(`/api/policies/${policyId}`).send(policyBody())).status).toBe(200);
  const [r] = (await alice.get('/api/reminders')).body;
  expect(r).toMatchObject({ target: 'mot', targetDate: null, nextDeliveryAt: null });
  expect(r.deliveries).toEqual([
    { channel: 'email', status: 'skipped', at: null, reason: 'The policy has no MOT expiry date', nextAttemptAt: null, attempts: 0 },
    { channel: 'sms', status: 'skipped', at: null, reason: 'The policy has no MOT expiry date', nextAttemptAt: null, attempts: 0 },
  ]);
});
