// The engine under a user's delivery preferences, against the real FerretDB: the preferred hour (London time) and
// quiet hours that hold SMS (never email or in-app), across both clock changes; moving the hour moves what is
// pending; MOT and road-tax reminders against their own dates.
import { SmsSendError } from '../../core/ports/sms-sender';
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import type { Mailer } from '../../core/ports/mailer';
import {
  decodeQuotedPrintable,
  recordingSmsSender,
  type RecordingSmsSender,
  type TestSmtpServer,
} from '../../../test/delivery-fixtures';
import { useSmtpTestApp } from '../../../test/smtp-test-app';
import { markContactsVerified, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { NotificationModel } from '../notifications/notifications.model';
import { DeliveryModel } from './deliveries.model';
import { createDeliveryEngine } from './delivery-engine';
import { deliveryKey } from './due-time';

let t: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;
let sms: RecordingSmsSender;
let now: Date;
let alice: SignedInAgent;

const at = (iso: string) => new Date(iso);
const sweep = () =>
  createDeliveryEngine({
    channels: createDeliveryChannels({ mailer, sms, config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
    now: () => now,
  }).sweep();

const env = useSmtpTestApp({ from: 'Renewly <r@renewly.test>' });
beforeAll(() => ({ t, smtp, mailer } = env));
beforeEach(async () => {
  sms = recordingSmsSender();
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
  // SMS reminders go only to a verified number (issue 36).
  await markContactsVerified(alice.user.id);
});

async function setPreferences(agent: SignedInAgent, deliveryHour: number, quiet: { start: number; end: number } | null) {
  const res = await agent.put('/api/user/delivery-preferences').send({
    deliveryHour,
    quietHours: { enabled: quiet !== null, start: quiet?.start ?? 21, end: quiet?.end ?? 8 },
    defaultChannels: null,
  });
  if (res.status !== 200) throw new Error(`preferences ${res.status} ${res.text}`);
}

async function policyWithReminder(
  agent: SignedInAgent,
  { renewalDate, daysBefore, methods, target = 'renewal', dates = {}, registrationNumber = 'AB12 CDE' }: {
    registrationNumber?: string;
    renewalDate: string;
    daysBefore: number;
    methods: string[];
    target?: string;
    dates?: Record<string, string>;
  },
) {
  const policy = await agent.post('/api/policies').send({
    registrationNumber, carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Admiral', renewalDate, isActive: true, ...dates,
  });
  if (policy.status !== 201) throw new Error(`policy ${policy.status} ${policy.text}`);
  const reminder = await agent.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore, notificationMethods: methods, target });
  if (reminder.status !== 201) throw new Error(`reminder ${reminder.status} ${reminder.text}`);
  return { policyId: policy.body.id as string, reminderId: reminder.body.id as string };
}

/** Runs a sweep at `iso` and says what went out: [emails so far, SMS so far]. */
async function sweepAt(iso: string): Promise<[number, number]> {
  now = at(iso);
  await sweep();
  return [smtp.inbox.length, sms.sent.length];
}

describe('preferred hour 07:00 and quiet hours 21:00-08:00 on the day the clocks go forward (29 Mar 2026)', () => {
  it('email at 07:00 BST (06:00 UTC); the SMS waits until 08:00 BST (07:00 UTC); each once', async () => {
    await setPreferences(alice, 7, { start: 21, end: 8 });
    await policyWithReminder(alice, { renewalDate: '2026-04-05', daysBefore: 7, methods: ['email', 'sms'] });
    expect(await sweepAt('2026-03-29T05:59:59Z')).toEqual([0, 0]);
    expect(await sweepAt('2026-03-29T06:00:00Z')).toEqual([1, 0]);
    expect(await sweepAt('2026-03-29T06:59:59Z')).toEqual([1, 0]);
    expect(await sweepAt('2026-03-29T07:00:00Z')).toEqual([1, 1]);
    expect(await sweepAt('2026-03-29T12:00:00Z')).toEqual([1, 1]);
    const due = (await DeliveryModel.find({}, { channel: 1, dueAt: 1 }).lean()).map((d) => [d.channel, d.dueAt.toISOString()]);
    expect(due.sort()).toEqual([['email', '2026-03-29T06:00:00.000Z'], ['sms', '2026-03-29T07:00:00.000Z']]);
  });
});

describe('a quiet night that spans the clocks going back (24-25 Oct 2026, a 25-hour night)', () => {
  it('preferred 23:00 BST on the 24th (22:00 UTC): email then; the SMS at 08:00 GMT on the 25th (08:00 UTC)', async () => {
    await setPreferences(alice, 23, { start: 21, end: 8 });
    await policyWithReminder(alice, { renewalDate: '2026-10-31', daysBefore: 7, methods: ['email', 'sms', 'app'] });
    expect(await sweepAt('2026-10-24T21:59:59Z')).toEqual([0, 0]);
    expect(await sweepAt('2026-10-24T22:00:00Z')).toEqual([1, 0]);
    expect(await NotificationModel.countDocuments()).toBe(1); // in-app is not held either
    // 07:30 UTC on the 25th is 07:30 GMT: still quiet (in BST it would have been 08:30).
    expect(await sweepAt('2026-10-25T07:30:00Z')).toEqual([1, 0]);
    expect(await sweepAt('2026-10-25T08:00:00Z')).toEqual([1, 1]);
    expect(await sweepAt('2026-10-25T09:00:00Z')).toEqual([1, 1]);
  });

  it('the first GMT day, preferred 22:00 with quiet from 21:00: email at 22:00 UTC, the SMS at 08:00 UTC next day', async () => {
    await setPreferences(alice, 22, { start: 21, end: 8 });
    await policyWithReminder(alice, { renewalDate: '2026-11-01', daysBefore: 7, methods: ['email', 'sms'] });
    expect(await sweepAt('2026-10-25T21:59:59Z')).toEqual([0, 0]);
    expect(await sweepAt('2026-10-25T22:00:00Z')).toEqual([1, 0]);
    expect(await sweepAt('2026-10-26T07:59:59Z')).toEqual([1, 0]);
    expect(await sweepAt('2026-10-26T08:00:00Z')).toEqual([1, 1]);
  });
});

test('an SMS retry that falls in quiet hours waits until they end', async () => {
  await setPreferences(alice, 20, { start: 21, end: 8 });
  await policyWithReminder(alice, { renewalDate: '2026-06-10', daysBefore: 3, methods: ['sms'] });
  sms.failNext.push(new SmsSendError('Twilio answered 500', false, 500));
  // 20:59:30 BST: the first try fails; its retry (a minute later) lands at 21:00:30, inside quiet hours.
  expect(await sweepAt('2026-06-07T19:59:30Z')).toEqual([0, 0]);
  expect(await sweepAt('2026-06-07T20:00:30Z')).toEqual([0, 0]);
  expect(await sweepAt('2026-06-08T06:59:00Z')).toEqual([0, 0]);
  expect(await sweepAt('2026-06-08T07:00:00Z')).toEqual([0, 1]);
});

test('moving the hour moves what is pending; what was sent is not sent again', async () => {
  const { reminderId } = await policyWithReminder(alice, { renewalDate: '2026-06-10', daysBefore: 10, methods: ['email'] });
  await setPreferences(alice, 11, null);
  expect(await sweepAt('2026-05-31T08:00:00Z')).toEqual([0, 0]); // 09:00 BST: no longer the hour
  expect(await sweepAt('2026-05-31T10:00:00Z')).toEqual([1, 0]); // 11:00 BST
  await setPreferences(alice, 6, null);
  expect(await sweepAt('2026-05-31T10:01:00Z')).toEqual([1, 0]);
  expect((await DeliveryModel.find({}, { _id: 1 }).lean()).map((d) => d._id)).toEqual([deliveryKey(reminderId, 'email', '2026-06-10')]);
  // Another user's preferences do not move Alice's reminders.
  const bob = await signUpAndLogIn(t.app);
  await setPreferences(bob, 0, null);
  await policyWithReminder(alice, { renewalDate: '2026-06-11', daysBefore: 10, methods: ['email'], registrationNumber: 'CD34 EFG' });
  expect(await sweepAt('2026-06-01T04:00:00Z')).toEqual([1, 0]); // 05:00 BST: Alice's hour is 6
  expect(await sweepAt('2026-06-01T05:00:00Z')).toEqual([2, 0]);
});

test('MOT and road-tax reminders go against their dates with their own wording; a cleared date stops them', async () => {
  const dates = { motExpiryDate: '2026-07-15', roadTaxExpiryDate: '2026-08-01' };
  const mot = await policyWithReminder(alice, { renewalDate: '2026-12-01', daysBefore: 14, methods: ['email', 'app', 'sms'], target: 'mot', dates });
  expect(await sweepAt('2026-07-01T07:59:59Z')).toEqual([0, 0]);
  expect(await sweepAt('2026-07-01T08:00:00Z')).toEqual([1, 1]);
  const text = decodeQuotedPrintable(smtp.inbox[0]!.raw);
  expect(text).toMatch(/^Subject: MOT due in 14 days: Ford Focus AB12 CDE \(15\/07\/2026\)/m);
  expect(text).toContain('Your Ford Focus (AB12 CDE) MOT expires on 15/07/2026, in 14 days.');
  expect(text).toContain('MOT expiry date: 15/07/2026');
  expect(sms.sent[0]!.body).toContain('your Ford Focus (AB12 CDE) MOT expires on 15/07/2026, in 14 days.');
  const bell = (await alice.get('/api/notifications')).body;
  expect(bell[0]).toMatchObject({ title: 'MOT reminder: Ford Focus (AB12 CDE)', message: 'Your Ford Focus (AB12 CDE) MOT expires on 15/07/2026, in 14 days.' });
  expect(await DeliveryModel.findById(deliveryKey(mot.reminderId, 'email', '2026-07-15', 'mot')).lean()).not.toBeNull();

  // A new MOT date starts a new cycle.
  const update = (extra: Record<string, unknown>) =>
    alice.put(`/api/policies/${mot.policyId}`).send({ registrationNumber: 'AB12 CDE', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Admiral', renewalDate: '2026-12-01', isActive: true, ...extra });
  expect((await update({ ...dates, motExpiryDate: '2027-07-15' })).status).toBe(200);
  expect(await sweepAt('2027-07-01T08:00:00Z')).toEqual([2, 2]);

  // Road tax: its date cleared before the due time, nothing goes and nothing is recorded; restored, it goes.
  const tax = await policyWithReminder(alice, { renewalDate: '2027-12-01', daysBefore: 30, methods: ['app'], target: 'roadTax', dates: { roadTaxExpiryDate: '2027-09-01' }, registrationNumber: 'CD34 EFG' });
  const taxPolicy = (extra: Record<string, unknown>) =>
    alice.put(`/api/policies/${tax.policyId}`).send({ registrationNumber: 'CD34 EFG', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: '2027-12-01', isActive: true, ...extra });
  expect((await taxPolicy({})).status).toBe(200);
  const before = await DeliveryModel.countDocuments();
  now = at('2027-08-02T08:00:00Z');
  expect((await sweep()).due).toBe(0);
  expect(await DeliveryModel.countDocuments()).toBe(before);
  expect((await taxPolicy({ roadTaxExpiryDate: '2027-09-01' })).status).toBe(200);
  // In-app sent; its web push skipped (no VAPID keys in this test).
  expect((await sweep()).outcomes).toEqual({ sent: 1, skipped: 1 });
  expect((await alice.get('/api/notifications')).body[0]).toMatchObject({
    title: 'Road tax reminder: Ford Focus (CD34 EFG)',
    message: 'Your Ford Focus (CD34 EFG) road tax is due on 01/09/2027, in 30 days.',
  });
});
