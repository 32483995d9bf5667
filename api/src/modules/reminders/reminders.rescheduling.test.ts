// Issue 22, items 1-3: a reminder edited to a new time is scheduled again; a time already passed when a reminder is
// set delivers nothing new, but reminders created late share one catch-up; an expired date says nothing will be sent.
// The API sets reminders at the real clock, so dates here are relative to today; the engine's clock follows them.
import { addDays, londonToday } from '@renewly/shared-contracts';
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import { recordingSmsSender } from '../../../test/delivery-fixtures';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { createDeliveryEngine } from '../deliveries/delivery-engine';
import { dueAt } from '../deliveries/due-time';
import { NotificationModel } from '../notifications/notifications.model';
import { listReminders } from './reminders.service';
import { reminderLinks } from '../../flows/reminder-links';

let t: TestApp;
let alice: SignedInAgent;
let now: Date;

const engine = () =>
  createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: { send: async () => ({ messageId: 'x' }) } as never, sms: recordingSmsSender(), config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
    now: () => now,
  });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.clearDatabase();
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
});

async function policyRenewingIn(days: number): Promise<{ policyId: string; renewalDate: string }> {
  const renewalDate = addDays(londonToday(), days);
  const p = await alice.post('/api/policies').send({
    registrationNumber: 'AB12 CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Admiral',
    renewalDate,
    isActive: true,
  });
  expect(p.status).toBe(201);
  return { policyId: p.body.id, renewalDate };
}

const createReminder = async (policyId: string, daysBefore: number) => {
  const r = await alice.post('/api/reminders').send({ policyId, title: 'x', daysBefore, notificationMethods: ['app'] });
  expect(r.status).toBe(201);
  return r.body.id as string;
};

const reminderAt = async (id: string) => (await listReminders(alice.user.id, reminderLinks, now)).find((r) => r.id === id)!;

test('a sent reminder edited to a later day goes out again on that day, once', async () => {
  const { policyId, renewalDate } = await policyRenewingIn(20);
  const id = await createReminder(policyId, 15);
  now = dueAt(renewalDate, 15);
  expect((await engine().sweep()).outcomes).toEqual({ sent: 1, skipped: 1 }); // the bell, and push (not configured)

  const edit = await alice.put(`/api/reminders/${id}`).send({ policyId, title: 'x', daysBefore: 5, notificationMethods: ['app'] });
  expect(edit.status).toBe(200);
  const after = await reminderAt(id);
  expect(after.nextDeliveryAt).toBe(dueAt(renewalDate, 5).toISOString());
  expect(after.deliveries!.map((d) => d.status)).toEqual(['scheduled', 'scheduled']);

  now = dueAt(renewalDate, 5);
  expect((await engine().sweep()).outcomes).toEqual({ sent: 1, skipped: 1 });
  now = new Date(now.getTime() + 60_000);
  expect((await engine().sweep()).due).toBe(0); // nothing sent twice for the same time
  expect(await NotificationModel.countDocuments()).toBe(2);
});

test('an edit to a time already passed delivers nothing new, and the page says why', async () => {
  const { policyId } = await policyRenewingIn(7);
  const id = await createReminder(policyId, 5);
  const edit = await alice.put(`/api/reminders/${id}`).send({ policyId, title: 'x', daysBefore: 10, notificationMethods: ['app'] });
  expect(edit.status).toBe(200);
  now = new Date(Date.now() + 60_000);
  expect((await engine().sweep()).due).toBe(0);
  const r = await reminderAt(id);
  expect(r.nextDeliveryAt).toBeNull();
  expect(r.deliveries!.map((d) => [d.status, d.reason])).toEqual([
    ['skipped', 'Its day had already passed when it was set'],
    ['skipped', 'Its day had already passed when it was set'],
  ]);
  expect(await NotificationModel.countDocuments()).toBe(0);
});

test('reminders created after their days have passed share one catch-up: one notification, not three', async () => {
  const { policyId } = await policyRenewingIn(9);
  const ids = [await createReminder(policyId, 30), await createReminder(policyId, 20), await createReminder(policyId, 10)];
  now = new Date(Date.now() + 60_000);
  expect((await engine().sweep()).outcomes).toEqual({ sent: 1, skipped: 1 });
  now = new Date(now.getTime() + 60 * 60_000);
  expect((await engine().sweep()).due).toBe(0);
  expect(await NotificationModel.countDocuments()).toBe(1);
  // The one nearest the date delivered; the others say they never will.
  const [r30, r20, r10] = await Promise.all(ids.map(reminderAt));
  expect(r10!.deliveries!.find((d) => d.channel === 'app')!.status).toBe('sent');
  for (const r of [r30!, r20!]) expect(r.deliveries!.every((d) => d.status === 'skipped')).toBe(true);
});

test("an expired policy's reminder is marked as never sending", async () => {
  const { policyId } = await policyRenewingIn(-3);
  const id = await createReminder(policyId, 10);
  now = new Date(Date.now() + 60_000);
  expect((await engine().sweep()).due).toBe(0);
  const r = await reminderAt(id);
  expect(r.nextDeliveryAt).toBeNull();
  expect(r.deliveries!.map((d) => d.reason)).toEqual([
    'The renewal date has passed: nothing will be sent until the policy has a new one',
    'The renewal date has passed: nothing will be sent until the policy has a new one',
  ]);
});

test.each([0, 400, 7.5, -3])('days before %p is refused with the range message, and nothing is saved', async (daysBefore) => {
  const { policyId } = await policyRenewingIn(40);
  const id = await createReminder(policyId, 30);
  const edit = await alice.put(`/api/reminders/${id}`).send({ policyId, title: 'x', daysBefore, notificationMethods: ['app'] });
  expect(edit.status).toBe(400);
  expect(edit.body.message).toBe('Enter a whole number of days from 1 to 365');
  expect((await reminderAt(id)).daysBefore).toBe(30);
});
