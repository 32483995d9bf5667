import type { Agenda } from 'agenda';
import { addDays, londonToday } from '@renewly/shared-contracts';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../test/helpers';
import { NotificationModel } from '../modules/notifications/notifications.model';
import { createAgenda, stopAgenda } from './agenda';
import { DeliveryAttemptModel, DeliveryModel, DeliveryOutcomeModel } from '../modules/deliveries/deliveries.model';
import { claimAttempt, claimDelivery, recordOutcome } from '../modules/deliveries/deliveries.service';
import { deliveryKey } from '../modules/deliveries/due-time';
import { DELIVER_DUE_REMINDERS_JOB, registerDeliverDueRemindersJob } from './deliver-due-reminders.job';
import { DELIVERY_LOG_RETENTION_DAYS, PRUNE_DELIVERIES_JOB, registerPruneDeliveriesJob } from './prune-deliveries.job';

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
  expect(bell.map((n: { title: string }) => n.title)).toEqual(['Renewal reminder: Ford Focus (AB12 CDE)']);
  expect(await NotificationModel.countDocuments()).toBe(1);
});

test('deliveries:prune removes the records of cycles renewed over 30 days ago and keeps the current ones', async () => {
  const alice = await signUpAndLogIn(t.app);
  const today = londonToday();
  const make = async (registrationNumber: string, renewalDate: string) => {
    const p = await alice.post('/api/policies').send({ registrationNumber, carManufacturer: 'Ford', carModel: 'Ka', renewalDate, isActive: true });
    const r = await alice.post('/api/reminders').send({ policyId: p.body.id, title: 'x', daysBefore: 1, notificationMethods: ['app'] });
    const ref = { deliveryId: deliveryKey(r.body.id, 'app', renewalDate), attemptNo: 1, reminderId: r.body.id, policyId: p.body.id, renewalDate };
    const now = new Date();
    await claimDelivery({ id: ref.deliveryId, userId: alice.user.id, policyId: p.body.id, reminderId: r.body.id, channel: 'app', renewalDate, dueAt: now }, now);
    await claimAttempt(ref, now, 60_000);
    await recordOutcome(ref, { status: 'sent', at: now });
    return ref.deliveryId;
  };
  const old = await make('OL12 DDD', addDays(today, -(DELIVERY_LOG_RETENTION_DAYS + 1)));
  const recent = await make('RE12 CCC', addDays(today, -DELIVERY_LOG_RETENTION_DAYS));

  const ran = new Promise<void>((resolve) => agenda.once(`complete:${PRUNE_DELIVERIES_JOB}`, () => resolve()));
  await registerPruneDeliveriesJob(agenda, { logger: t.logger });
  await agenda.start();
  await ran;
  expect(await DeliveryModel.countDocuments({ _id: old })).toBe(0);
  expect(await DeliveryModel.countDocuments({ _id: recent })).toBe(1);
  expect(await DeliveryAttemptModel.countDocuments({ deliveryId: old })).toBe(0);
  expect(await DeliveryOutcomeModel.countDocuments({ deliveryId: old })).toBe(0);
  expect(await DeliveryOutcomeModel.countDocuments({ deliveryId: recent })).toBe(1);
});
