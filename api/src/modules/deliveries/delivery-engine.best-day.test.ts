// The 'Best day to get quotes' reminder (issue 39 §2) against the real FerretDB: offered with a new policy, due at
// 09:00 London on the renewal date less 26 days, delivered once by the engine, and in the calendar feed with its alarm.
import ICAL from 'ical.js';
import request from 'supertest';
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import type { Mailer } from '../../core/ports/mailer';
import { decodeQuotedPrintable, recordingSmsSender, type TestSmtpServer } from '../../../test/delivery-fixtures';
import { useSmtpTestApp } from '../../../test/smtp-test-app';
import { signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { DeliveryModel } from './deliveries.model';
import { createDeliveryEngine } from './delivery-engine';
import { deliveryKey } from './due-time';

let t: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;
let now: Date;
let alice: SignedInAgent;

const sweep = () =>
  createDeliveryEngine({
    channels: createDeliveryChannels({ mailer, sms: recordingSmsSender(), config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
    now: () => now,
  }).sweep();

/** Runs a sweep at `iso`; answers how many emails have gone so far. */
async function emailsAfterSweepAt(iso: string): Promise<number> {
  now = new Date(iso);
  await sweep();
  return smtp.inbox.length;
}

// Renewal on Mon 10 May 2027: the best day is Wed 14 April 2027 (26 days before), 09:00 BST = 08:00 UTC.
const RENEWAL = '2027-05-10';
const BEST_DAY = '2027-04-14';

const env = useSmtpTestApp({ from: 'Renewly <r@renewly.test>' });
beforeAll(() => ({ t, smtp, mailer } = env));
beforeEach(async () => {
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
});

async function addPolicy(extra: Record<string, unknown>) {
  const res = await alice.post('/api/policies').send({
    registrationNumber: 'AB12 CDE', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Admiral', renewalDate: RENEWAL, isActive: true, ...extra,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; remindersCreated: number };
}

test('a policy added with the best-day reminder gets it beside its renewal reminders; left out, none', async () => {
  const policy = await addPolicy({ reminderDays: [30], bestDayReminder: true, reminderMethods: ['email'] });
  expect(policy.remindersCreated).toBe(2);
  const list = (await alice.get('/api/reminders')).body as { policyId: string; target?: string; title: string; daysBefore: number; targetDate: string }[];
  const bestDay = list.find((r) => r.target === 'bestDay');
  expect(bestDay).toMatchObject({ policyId: policy.id, title: 'Best day to get quotes', daysBefore: 26, targetDate: RENEWAL });
  expect(list.filter((r) => r.target !== 'bestDay').map((r) => r.daysBefore)).toEqual([30]);

  const other = await addPolicy({ registrationNumber: 'CD34 EFG', reminderDays: [30], reminderMethods: ['email'] });
  expect(other.remindersCreated).toBe(1);
  // Anything but true/false is refused with a clear 400, nothing written.
  const bad = await alice.post('/api/policies').send({
    registrationNumber: 'EF56 GHI', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: RENEWAL, bestDayReminder: 'yes',
  });
  expect(bad.status).toBe(400);
  expect(typeof bad.body.message).toBe('string');
});

test('it is due at 09:00 London on the renewal date less 26 days and delivered once, with its own wording', async () => {
  await addPolicy({ bestDayReminder: true, reminderMethods: ['email', 'app'] });
  const [reminder] = (await alice.get('/api/reminders')).body as { id: string; nextDeliveryAt: string }[];
  expect(reminder!.nextDeliveryAt).toBe(`${BEST_DAY}T08:00:00.000Z`);

  expect(await emailsAfterSweepAt('2027-04-13T08:00:00Z')).toBe(0);
  expect(await emailsAfterSweepAt('2027-04-14T07:59:59Z')).toBe(0);
  expect(await emailsAfterSweepAt('2027-04-14T08:00:00Z')).toBe(1);
  expect(await emailsAfterSweepAt('2027-04-14T12:00:00Z')).toBe(1);
  expect(await emailsAfterSweepAt('2027-04-20T08:00:00Z')).toBe(1);
  expect(await DeliveryModel.findById(deliveryKey(reminder!.id, 'email', RENEWAL, 'bestDay')).lean()).not.toBeNull();

  const text = decodeQuotedPrintable(smtp.inbox[0]!.raw);
  expect(text).toMatch(/^Subject: Best day to get quotes: Ford Focus AB12 CDE \(renews 10\/05\/2027\)/m);
  expect(text).toContain('Now is a good time to get quotes for your Ford Focus (AB12 CDE): its insurance with Admiral renews on 10/05/2027, in 26 days.');
  const bell = (await alice.get('/api/notifications')).body as { title: string }[];
  expect(bell).toHaveLength(1);
  expect(bell[0]!.title).toBe('Best day to get quotes: Ford Focus (AB12 CDE)');
});

test('the calendar feed has the best day as an all-day event with the reminder as its alarm (09:00 on the day)', async () => {
  const withReminder = await addPolicy({ bestDayReminder: true, reminderMethods: ['app'] });
  const without = await addPolicy({ registrationNumber: 'CD34 EFG', reminderMethods: ['app'] });
  const { url } = (await alice.post('/api/calendar-feed')).body as { url: string };
  const feed = await request(t.app).get(new URL(url).pathname);
  expect(feed.status).toBe(200);
  const events = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const bestDay = events.find((e) => e.uid === `${withReminder.id}-bestday@renewly`)!;
  expect(bestDay.startDate.isDate).toBe(true);
  expect(bestDay.startDate.toString()).toBe(BEST_DAY);
  expect(bestDay.summary).toBe('Best day to get quotes: Ford Focus (AB12 CDE)');
  expect(bestDay.description).toContain('https://goodmoneyguide.com/insurance/insurance-renewals');
  const triggers = bestDay.component.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger')));
  expect(triggers).toEqual(['PT9H']);
  // No best-day reminder for the other car: no best-day event for it.
  expect(events.some((e) => e.uid === `${without.id}-bestday@renewly`)).toBe(false);
});
