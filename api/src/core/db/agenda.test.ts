import mongoose from 'mongoose';
import type { Agenda } from 'agenda';
import { AGENDA_COLLECTION, createAgenda, stopAgenda } from '../../jobs/agenda';
import { createLogger } from '../logger';
import { connectDatabase } from './connect';
import { testConfig, testDatabaseUri, uniqueDatabaseName } from '../../../test/helpers';

const logger = createLogger('silent');
let agenda: Agenda | undefined;

beforeAll(async () => {
  await connectDatabase(testConfig(testDatabaseUri(uniqueDatabaseName('agenda'))));
});
afterAll(async () => {
  if (agenda) await stopAgenda(agenda);
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

test('agenda 6 on the mongoose connection (polling, no change streams) runs a job end to end', async () => {
  agenda = await createAgenda({ connection: mongoose.connection, logger, processEvery: 200, readyTimeoutMs: 5000, defaultLockLifetime: 1000 });
  const seen: Array<{ plate: string }> = [];
  agenda.define<{ plate: string }>('proof:job', async (job) => {
    seen.push(job.attrs.data);
  });
  const done = new Promise<void>((resolve) => agenda!.once('success:proof:job', () => resolve()));
  await agenda.start();
  await agenda.now('proof:job', { plate: 'AB12CDE' });
  await done;

  expect(seen).toEqual([{ plate: 'AB12CDE' }]);
  // 'success' is emitted before the job's finish is saved: poll for it.
  const jobs = mongoose.connection.collection(AGENDA_COLLECTION);
  let stored = await jobs.findOne({ name: 'proof:job' });
  for (let i = 0; i < 50 && !stored?.lastFinishedAt; i++) {
    await new Promise((r) => setTimeout(r, 50));
    stored = await jobs.findOne({ name: 'proof:job' });
  }
  expect(stored?.lastFinishedAt).toBeInstanceOf(Date);
  expect(stored?.failCount ?? 0).toBe(0);
});

test('a repeating job is stored once however often it is declared (unique by name)', async () => {
  agenda!.define('proof:repeat', async () => undefined);
  await agenda!.every('1 hour', 'proof:repeat');
  await agenda!.every('1 hour', 'proof:repeat');
  expect(await mongoose.connection.collection(AGENDA_COLLECTION).countDocuments({ name: 'proof:repeat' })).toBe(1);
});

test('createAgenda fails loudly (no hang) when the connection is not open', async () => {
  const closed = mongoose.createConnection();
  await expect(createAgenda({ connection: closed, logger, readyTimeoutMs: 500 })).rejects.toThrow(/not open/);
});
