import mongoose, { Types } from 'mongoose';
import type { Agenda } from 'agenda';
import { connectDatabase, ensureIndexes } from '../core/db/connect';
import { createLogger } from '../core/logger';
import { PolicyModel } from '../modules/policies/policies.model';
import type { RefreshSweepSummary } from '../modules/vehicle-refresh/refresh-sweep';
import { createAgenda, stopAgenda } from './agenda';
import { REFRESH_VEHICLE_DATES_JOB, registerRefreshVehicleDatesJob } from './refresh-vehicle-dates.job';
import { type FakeDvla, startFakeDvla } from '../../test/fake-dvla-server';
import { testConfig, testDatabaseUri, uniqueDatabaseName } from '../../test/helpers';

let agenda: Agenda;
let dvla: FakeDvla;
const logger = createLogger('silent');

beforeAll(async () => {
  dvla = await startFakeDvla({ apiKey: 'job-key' });
  await connectDatabase(testConfig(testDatabaseUri(uniqueDatabaseName('dvla-refresh-job'))));
  await ensureIndexes();
  agenda = await createAgenda({ connection: mongoose.connection, logger, processEvery: 200, defaultLockLifetime: 1000 });
});
afterAll(async () => {
  await stopAgenda(agenda);
  await dvla.stop();
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

test('vehicle-dates:refresh runs every DVLA_REFRESH_MINUTES with the configured key and checks a new policy at once', async () => {
  const config = testConfig('mongodb://unused/x', {
    dvla: { apiKey: 'job-key', apiUrl: `${dvla.url}/vehicle-enquiry/v1/vehicles` },
    dvlaRefreshMinutes: 45,
  });
  const userId = new Types.ObjectId();
  const policy = await PolicyModel.create({
    userId, registrationNumber: 'AA19AAA', carManufacturer: 'Volkswagen', carModel: 'Golf', renewalDate: '2027-01-10',
    policyNumber: 'RN-AAAAAAA2', isActive: true, motExpiryDate: '2026-05-14',
  });
  const swept = new Promise<RefreshSweepSummary>((resolve) =>
    registerRefreshVehicleDatesJob(agenda, { config, logger }, { onSwept: resolve }).then(() => agenda.start()),
  );
  expect(await swept).toMatchObject({ checked: 1, outcomes: { updated: 1 } });
  expect(dvla.calls).toEqual(['AA19AAA']);
  expect((await PolicyModel.findById(policy._id).lean())?.motExpiryDate).toBe('2027-05-14');
  const jobs = await mongoose.connection.collection('agendaJobs').find({ name: REFRESH_VEHICLE_DATES_JOB }).toArray();
  expect(jobs).toHaveLength(1);
  expect(jobs[0]?.repeatInterval).toBe('45 minutes');
});
