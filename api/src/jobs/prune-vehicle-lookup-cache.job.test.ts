import mongoose from 'mongoose';
import type { Agenda } from 'agenda';
import { unconfiguredPushSender } from '../channels/push/create-push-sender';
import { unconfiguredSmsSender } from '../channels/sms/create-sms-sender';
import { createOutboxMailer } from '../channels/email/outbox-mailer';
import { connectDatabase, ensureIndexes } from '../core/db/connect';
import { createLogger } from '../core/logger';
import { VehicleLookupModel } from '../modules/vehicle/vehicle-lookup.model';
import { VEHICLE_CACHE_TTL_MS } from '../modules/vehicle/vehicle.service';
import { createAgenda, stopAgenda } from './agenda';
import { PRUNE_VEHICLE_LOOKUP_CACHE_JOB, registerPruneVehicleLookupCacheJob } from './prune-vehicle-lookup-cache.job';
import { registerJobs } from './register-jobs';
import { testConfig, testDatabaseUri, uniqueDatabaseName } from '../../test/helpers';

let agenda: Agenda;
const logger = createLogger('silent');

beforeAll(async () => {
  await connectDatabase(testConfig(testDatabaseUri(uniqueDatabaseName('prune-lookups'))));
  await ensureIndexes();
  agenda = await createAgenda({ connection: mongoose.connection, logger, processEvery: 200, defaultLockLifetime: 1000 });
});
afterAll(async () => {
  await stopAgenda(agenda);
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

test('the repeating vehicle-lookups:prune job deletes lookups older than the cache lifetime and keeps fresh ones', async () => {
  const ago = (ms: number) => new Date(Date.now() - ms);
  await VehicleLookupModel.insertMany([
    { registration: 'OLD1AAA', vehicle: null, fetchedAt: ago(VEHICLE_CACHE_TTL_MS + 60_000) },
    { registration: 'OLD2BBB', vehicle: null, fetchedAt: ago(3 * VEHICLE_CACHE_TTL_MS) },
    { registration: 'NEW1CCC', vehicle: null, fetchedAt: ago(60_000) },
  ]);
  const ran = new Promise<void>((resolve) => agenda.once(`complete:${PRUNE_VEHICLE_LOOKUP_CACHE_JOB}`, () => resolve()));
  await registerPruneVehicleLookupCacheJob(agenda, { logger });
  await agenda.start();
  await ran;
  expect((await VehicleLookupModel.find().lean()).map((l) => l.registration)).toEqual(['NEW1CCC']);

  const jobs = await mongoose.connection.collection('agendaJobs').find({ name: PRUNE_VEHICLE_LOOKUP_CACHE_JOB }).toArray();
  expect(jobs).toHaveLength(1);
  expect(jobs[0]?.repeatInterval).toBe('6 hours');
});

test('registerJobs schedules it with the other repeating jobs', async () => {
  await registerJobs(agenda, {
    config: testConfig(testDatabaseUri('unused')),
    connection: mongoose.connection,
    mailer: createOutboxMailer({ from: 'test@renewly.test', logger }),
    sms: unconfiguredSmsSender,
    push: unconfiguredPushSender,
    logger,
  });
  const jobs = await mongoose.connection.collection('agendaJobs').find({ name: PRUNE_VEHICLE_LOOKUP_CACHE_JOB }).toArray();
  expect(jobs).toHaveLength(1);
});
