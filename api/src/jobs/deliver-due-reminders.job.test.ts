import type { Agenda } from 'agenda';
import { addDays, londonToday } from '@renewly/shared-contracts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers';
import { NotificationModel } from '../modules/notifications/notifications.model';
import { createAgenda, stopAgenda } from './agenda';
import { DELIVER_DUE_REMINDERS_JOB, registerDeliverDueRemindersJob } from './deliver-due-reminders.job';

let t: TestApp;
let agenda: Agenda;

beforeAll(async () => {
  t = await createTestApp();
  agenda = await createAgenda({ connection: t.connection, logger: t.logger, processEvery: 200, defaultLockLifetime: 1000 });
});
afterAll(async () => {
  await stopAgenda(agenda);
  await t.close();
});

test('one repeating sweep job (every minute) that also sweeps at start-up, so a reminder already due goes out at once', async () => {
  const alice = await signUpAndLogIn(t.app);
  const policy = await alice.post('/api/policies').send({
    registrationNumber: 'AB12 CDE',
    carManufacturer: 'Ford',
    carModel: 'Focus',
    renewalDate: addDays(londonToday(), 5),
    isActive: true,
  });
  // Due 10 days before a renewal 5 days away: its time has passed while the renewal is ahead.
  await alice.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: ['app'] });

  const engine = await registerDeliverDueRemindersJob(agenda, t);
  await registerDeliverDueRemindersJob(agenda, t, { sweepAtStart: false }); // a second process declaring it
  const jobs = await t.connection.collection('agendaJobs').find({ name: DELIVER_DUE_REMINDERS_JOB }).toArray();
  expect(jobs.map((j) => j.repeatInterval)).toEqual(['1 minute']);

  await engine.sweep(); // waits for the start-up sweep already running
  const bell = (await alice.get('/api/notifications')).body;
  expect(bell.map((n: { title: string }) => n.title)).toEqual(['Renewal reminder: AB12CDE']);
  expect(await NotificationModel.countDocuments()).toBe(1);
});
