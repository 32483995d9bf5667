import mongoose from 'mongoose';
import { claimOnce, ClaimModel } from './claim';
import { connectDatabase, ensureIndexes } from './connect';
import { testConfig, testDatabaseUri, uniqueDatabaseName } from '../../../test/helpers';

const uri = testDatabaseUri(uniqueDatabaseName('claim'));
let second: mongoose.Connection;

beforeAll(async () => {
  await connectDatabase(testConfig(uri));
  await ensureIndexes();
  // A second, separate connection (its own pool) racing against the first, as a second process would.
  second = await mongoose.createConnection(uri).asPromise();
});
afterAll(async () => {
  await second.close();
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

async function claimOnSecondConnection(kind: string, key: string): Promise<boolean> {
  try {
    await second.collection('claims').insertOne({ kind, key, claimedAt: new Date() });
    return true;
  } catch (err) {
    if ((err as { code?: number }).code === 11000) return false;
    throw err;
  }
}

test('a claim is won once: the first caller gets true, later ones false', async () => {
  expect(await claimOnce('proof', 'one')).toBe(true);
  expect(await claimOnce('proof', 'one')).toBe(false);
  expect(await claimOnce('proof', 'two')).toBe(true);
  expect(await claimOnce('other-kind', 'one')).toBe(true);
});

test('concurrent claimers on two connections: exactly one wins each key', async () => {
  for (let round = 0; round < 10; round++) {
    const key = `race-${round}`;
    const results = await Promise.all([
      claimOnce('race', key),
      claimOnSecondConnection('race', key),
      claimOnce('race', key),
      claimOnSecondConnection('race', key),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ClaimModel.countDocuments({ kind: 'race', key })).toBe(1);
  }
});
