// Issue 36 item 11: catch-ups on a shared car are chosen per user. An owner's and a member's reminders on one car
// each get their own catch-up (the one nearest the date), and one person's reminder going out on time that day never
// holds back the other's catch-up. Two delivery engines sweep at once; what they send matches what the API tells
// each person. Reminders are made through the API, then their 'set at' time is fixed so the clock is the test's.
import { Types } from 'mongoose';
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import { recordingSmsSender } from '../../../test/delivery-fixtures';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { shareWith } from '../../../test/sharing-fixtures';
import { NotificationModel } from '../notifications/notifications.model';
import { listReminders } from '../reminders/reminders.service';
import { reminderLinks } from '../../flows/reminder-links';
import { ReminderModel } from '../reminders/reminders.model';
import { createDeliveryEngine } from './delivery-engine';

let t: TestApp;
let owner: SignedInAgent;
let member: SignedInAgent;
let policyId: string;
let now: Date;

const RENEWAL = '2027-06-10';
/** 1 June 2027, 11:00 UTC (12:00 London, BST): when the reminders were set. */
const SET_AT = new Date('2027-06-01T11:00:00Z');
const oid = (id: string) => new Types.ObjectId(id);

const engine = () =>
  createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: t.mailer, sms: recordingSmsSender(), config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
    now: () => now,
  });
const sweepTwice = () => Promise.all([engine().sweep(), engine().sweep()]);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.clearDatabase();
  owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  member = await signUpAndLogIn(t.app, { firstName: 'Max' });
  const policy = await owner.post('/api/policies').send({
    registrationNumber: 'CU27SHR', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Admiral', renewalDate: RENEWAL, isActive: true,
  });
  expect(policy.status).toBe(201);
  policyId = policy.body.id;
  await shareWith(owner, member, policyId, 'viewer');
});

/** A reminder of the agent's own on the shared car, set (created) at SET_AT. */
async function reminder(agent: SignedInAgent, daysBefore: number): Promise<string> {
  const r = await agent.post('/api/reminders').send({ policyId, title: 'x', daysBefore, notificationMethods: ['app'] });
  expect(r.status).toBe(201);
  await ReminderModel.updateOne({ _id: oid(r.body.id) }, { $set: { scheduledFrom: SET_AT, setByCreate: true } });
  return r.body.id as string;
}

const bellCount = (agent: SignedInAgent) => NotificationModel.countDocuments({ userId: oid(agent.user.id) });
const appStatus = async (agent: SignedInAgent, id: string) =>
  (await listReminders(agent.user.id, reminderLinks, now)).find((r) => r.id === id)!.deliveries!.find((d) => d.channel === 'app')?.status;

test("the owner's and the member's late reminders each get their own catch-up, as the API tells each of them", async () => {
  const ownerLate = await reminder(owner, 20);
  const memberLate = await reminder(member, 30);
  now = new Date(SET_AT.getTime() + 60_000);
  // What the API tells each of them before the sweep: their late reminder is due now.
  expect(await appStatus(owner, ownerLate)).toBe('scheduled');
  expect(await appStatus(member, memberLate)).toBe('scheduled');

  await sweepTwice();
  await sweepTwice();
  expect(await bellCount(owner)).toBe(1);
  expect(await bellCount(member)).toBe(1);
  expect(await appStatus(owner, ownerLate)).toBe('sent');
  expect(await appStatus(member, memberLate)).toBe('sent');
});

test("a member's reminder going out on time that day does not hold back the owner's catch-up", async () => {
  const ownerLate = await reminder(owner, 20);
  // Max takes his reminders at 15:00: his 9-day reminder (1 June) goes out on time later that day.
  const prefs = await member.put('/api/user/delivery-preferences').send({
    deliveryHour: 15, quietHours: { enabled: false, start: 22, end: 7 }, defaultChannels: ['app'],
  });
  expect(prefs.status).toBe(200);
  const memberOnTime = await reminder(member, 9);

  now = new Date(SET_AT.getTime() + 60_000);
  await sweepTwice();
  expect(await bellCount(owner)).toBe(1);
  expect(await appStatus(owner, ownerLate)).toBe('sent');
  expect(await bellCount(member)).toBe(0);

  now = new Date('2027-06-01T14:00:00Z'); // 15:00 London
  await sweepTwice();
  expect(await bellCount(member)).toBe(1);
  expect(await appStatus(member, memberOnTime)).toBe('sent');
  expect(await bellCount(owner)).toBe(1);
});
