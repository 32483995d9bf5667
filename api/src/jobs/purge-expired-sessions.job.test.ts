import mongoose from 'mongoose';
import type { Agenda } from 'agenda';
import { connectDatabase } from '../core/db/connect';
import { createLogger } from '../core/logger';
import { SESSIONS_COLLECTION } from '../modules/auth/session-store';
import { createAgenda, stopAgenda } from './agenda';
import { PURGE_EXPIRED_SESSIONS_JOB, registerPurgeExpiredSessionsJob } from './purge-expired-sessions.job';
import { testConfig, testDatabaseUri, uniqueDatabaseName } from '../../test/helpers';

let agenda: Agenda;
const logger = createLogger('silent');

beforeAll(async () => {
  await connectDatabase(testConfig(testDatabaseUri(uniqueDatabaseName('purge'))));
  agenda = await createAgenda({ connection: mongoose.connection, logger, processEvery: 200, defaultLockLifetime: 1000 });
});
afterAll(async () => {
  await stopAgenda(agenda);
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

test('the repeating sessions:purge-expired job deletes expired sessions and keeps live ones', async () => {
  const sessions = mongoose.connection.collection<{ _id: string; expires: Date; session: object }>(SESSIONS_COLLECTION);
  await sessions.insertMany([
    { _id: 'expired-1', expires: new Date(Date.now() - 60_000), session: {} },
    { _id: 'expired-2', expires: new Date(Date.now() - 1), session: {} },
    { _id: 'live', expires: new Date(Date.now() + 3600_000), session: {} },
  ]);
  const ran = new Promise<void>((resolve) => agenda.once(`complete:${PURGE_EXPIRED_SESSIONS_JOB}`, () => resolve()));
  await registerPurgeExpiredSessionsJob(agenda, { connection: mongoose.connection, logger });
  await agenda.start();
  await ran;
  expect((await sessions.find().toArray()).map((s) => s._id)).toEqual(['live']);

  const jobs = await mongoose.connection.collection('agendaJobs').find({ name: PURGE_EXPIRED_SESSIONS_JOB }).toArray();
  expect(jobs).toHaveLength(1);
  expect(jobs[0]?.repeatInterval).toBe('1 hour');
});
