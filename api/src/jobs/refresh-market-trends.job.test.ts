import mongoose, { Types } from 'mongoose';
import type { Agenda } from 'agenda';
import { connectDatabase, ensureIndexes } from '../core/db/connect';
import { createLogger } from '../core/logger';
import { DATASET_VERSION } from '../modules/market/market-dataset';
import { MarketTrendsModel } from '../modules/market/market-trends.model';
import { PolicyModel } from '../modules/policies/policies.model';
import { createAgenda, stopAgenda } from './agenda';
import { REFRESH_MARKET_TRENDS_JOB, registerRefreshMarketTrendsJob } from './refresh-market-trends.job';
import { testConfig, testDatabaseUri, uniqueDatabaseName } from '../../test/helpers';

let agenda: Agenda;
const logger = createLogger('silent');

beforeAll(async () => {
  await connectDatabase(testConfig(testDatabaseUri(uniqueDatabaseName('market-refresh'))));
  await ensureIndexes();
  agenda = await createAgenda({ connection: mongoose.connection, logger, processEvery: 200, defaultLockLifetime: 1000 });
});
afterAll(async () => {
  await stopAgenda(agenda);
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

test('the daily market-trends:refresh job recomputes every vehicle, stale or never computed', async () => {
  const userId = new Types.ObjectId();
  const [stale, fresh] = await PolicyModel.insertMany([
    { userId, registrationNumber: 'AB21CDE', carManufacturer: 'Volkswagen', carModel: 'Golf', renewalDate: '2027-01-10', policyNumber: 'RN-AAAAAAA2', isActive: true },
    { userId, registrationNumber: 'KX70EVS', carManufacturer: 'Kia', carModel: 'EV6', renewalDate: '2027-02-10', policyNumber: 'RN-AAAAAAA3', isActive: false },
  ]);
  const longAgo = new Date('2026-01-01T00:00:00Z');
  await MarketTrendsModel.create({ userId, policyId: stale!._id, lastUpdated: longAgo, currentValue: 'old', datasetVersion: DATASET_VERSION });

  const started = Date.now();
  const ran = new Promise<void>((resolve) => agenda.once(`complete:${REFRESH_MARKET_TRENDS_JOB}`, () => resolve()));
  await registerRefreshMarketTrendsJob(agenda, { logger });
  await agenda.start();
  await ran;

  const records = await MarketTrendsModel.find().lean();
  expect(records.map((r) => String(r.policyId)).sort()).toEqual([String(stale!._id), String(fresh!._id)].sort());
  for (const r of records) {
    expect(r.lastUpdated.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(r.currentValue).toMatch(/^About £[\d,]+ to £[\d,]+\.|of its price when new/);
  }

  const jobs = await mongoose.connection.collection('agendaJobs').find({ name: REFRESH_MARKET_TRENDS_JOB }).toArray();
  expect(jobs).toHaveLength(1);
  expect(jobs[0]?.repeatInterval).toBe('1 day');
});
