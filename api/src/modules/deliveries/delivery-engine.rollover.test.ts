// Issue 39 §5 with the app's injectable clock: a policy's reminders across two insurance years. The renewal date
// passes, the user answers "Renewed", and every reminder (renewal days and the best day) goes out once in each year,
// with two engines sweeping side by side at every step: last year's deliveries neither block nor repeat next year's.
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import { createSmtpMailer } from '../../channels/email/smtp-mailer';
import type { Mailer } from '../../core/ports/mailer';
import { recordingSmsSender, startTestSmtpServer, type TestSmtpServer } from '../../../test/delivery-fixtures';
import { createTestApp, markContactsVerified, signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { shareWith } from '../../../test/sharing-fixtures';
import { NotificationModel } from '../notifications/notifications.model';
import { DeliveryModel } from './deliveries.model';
import { createDeliveryEngine } from './delivery-engine';
import { dueAt } from './due-time';

let t: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;
let now = new Date('2026-09-01T12:00:00Z');
let owner: SignedInAgent;

const engine = () =>
  createDeliveryEngine({
    channels: createDeliveryChannels({ mailer, sms: recordingSmsSender(), config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
    now: () => now,
  });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  mailer = createSmtpMailer({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false }, from: 'Renewly <r@renewly.test>', ignoreTLS: true });
  // The app runs on the same clock as the engines.
  t = await createTestApp({ now: () => now });
});
afterAll(async () => {
  mailer.close?.();
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.clearDatabase();
  smtp.inbox.length = 0;
  now = new Date('2026-09-01T12:00:00Z');
  owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
  await markContactsVerified(owner.user.id);
});

/** Two engines at once, then one more, at each instant. */
async function sweepAt(instant: Date) {
  now = instant;
  await Promise.all([engine().sweep(), engine().sweep()]);
  await engine().sweep();
}

/** Every due time of the year ending `renewalDate`, and an hour after each. */
async function sweepYear(renewalDate: string) {
  for (const days of [30, 26, 10]) {
    const due = dueAt(renewalDate, days);
    await sweepAt(due);
    await sweepAt(new Date(due.getTime() + 3_600_000));
  }
  await sweepAt(new Date(`${renewalDate}T12:00:00Z`));
}

const HOUR = 3_600_000;

test('reminders across two years: each delivered exactly once each year, by two engines', async () => {
  const created = await owner.post('/api/policies').send({
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    insurer: 'Admiral',
    renewalDate: '2026-11-20',
    currentPremium: '540',
    reminderDays: [30, 10],
    bestDayReminder: true,
    reminderMethods: ['email', 'app'],
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const member = await signUpAndLogIn(t.app, { firstName: 'Eddie' });
  await markContactsVerified(member.user.id);
  await shareWith(owner, member, id, 'editor');
  // The member's own reminder on the shared car follows the new year too.
  expect((await member.post('/api/reminders').send({ policyId: id, title: 'x', daysBefore: 10, notificationMethods: ['email'] })).status).toBe(201);

  await sweepYear('2026-11-20');
  // Owner: 3 reminders by email; the member: the copies made when they joined (3) and their own (1).
  const year1 = smtp.inbox.length;
  expect(year1).toBe(7);
  const bellYear1 = await NotificationModel.countDocuments({ reminderId: { $exists: true } });
  expect(bellYear1).toBeGreaterThanOrEqual(3);

  // The date passes; nothing is sent while nobody answers, and nothing rolls on by itself.
  await sweepAt(new Date('2026-11-25T12:00:00Z'));
  await sweepAt(new Date('2027-10-21T09:00:00Z'));
  expect(smtp.inbox).toHaveLength(year1);
  expect((await owner.get('/api/policies')).body[0].renewalDate).toBe('2026-11-20');

  now = new Date('2026-11-21T10:00:00Z');
  const answered = await owner.post(`/api/policies/${id}/renewal`).send({ answer: 'renewed', forRenewalDate: '2026-11-20', price: '612' });
  expect(answered.status).toBe(200);
  expect(answered.body.renewalDate).toBe('2027-11-20');
  // Nothing of next year is due yet: no catch-up right after the answer.
  await sweepAt(new Date(now.getTime() + HOUR));
  expect(smtp.inbox).toHaveLength(year1);

  await sweepYear('2027-11-20');
  expect(smtp.inbox).toHaveLength(2 * year1);
  expect(new Set(smtp.inbox.map((m) => m.messageId)).size).toBe(2 * year1);
  expect(await NotificationModel.countDocuments({ reminderId: { $exists: true } })).toBe(2 * bellYear1);
  const emails = await DeliveryModel.find({ channel: 'email' }).lean();
  expect(emails.map((d) => d.renewalDate).sort()).toEqual([...Array(year1).fill('2026-11-20'), ...Array(year1).fill('2027-11-20')]);
  // Year 2's texts name the new date.
  expect(smtp.inbox.slice(year1).every((m) => m.raw.includes('20/11/2027'))).toBe(true);
});

test('switched to a renewal date only 8 days ahead: one catch-up for the passed days, not one per reminder', async () => {
  const created = await owner.post('/api/policies').send({
    registrationNumber: 'AB12CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: '2026-11-20',
    reminderDays: [30, 20, 10],
    reminderMethods: ['email'],
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  await sweepYear('2026-11-20');
  await sweepAt(dueAt('2026-11-20', 20));
  expect(smtp.inbox).toHaveLength(3);
  now = new Date('2026-11-22T10:00:00Z');
  const res = await owner
    .post(`/api/policies/${id}/renewal`)
    .send({ answer: 'switched', forRenewalDate: '2026-11-20', insurer: 'Aviva', price: '480', renewalDate: '2026-11-30' });
  expect(res.status).toBe(200);
  await sweepAt(new Date(now.getTime() + HOUR));
  // Every reminder's time has passed for 30 Nov: one catch-up (the nearest, 10 days), not three.
  expect(smtp.inbox).toHaveLength(4);
  expect(smtp.inbox[3]!.raw).toContain('30/11/2026');
  await sweepAt(new Date('2026-11-30T20:00:00Z'));
  expect(smtp.inbox).toHaveLength(4);
});
