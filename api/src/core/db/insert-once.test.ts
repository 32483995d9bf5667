import mongoose from 'mongoose';
import { connectDatabase } from './connect';
import { insertManyOnce } from './insert-once';
import { testConfig, testDatabaseUri, uniqueDatabaseName } from '../../../test/helpers';

beforeAll(async () => {
  await connectDatabase(testConfig(testDatabaseUri(uniqueDatabaseName('insert-once'))));
});
afterAll(async () => {
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

test('each document is claimed by exactly one of several overlapping batches, in any order', async () => {
  const claims = mongoose.connection.collection('claims_test');
  const ids = Array.from({ length: 60 }, (_, i) => `k${i}`);
  const batches = [ids.slice(0, 40), ids.slice(20, 60), [...ids].reverse(), ids.filter((_, i) => i % 2 === 0)];
  const results = await Promise.all(batches.map((b) => insertManyOnce(claims, b.map((_id) => ({ _id })))));
  const winners = new Map<string, number>();
  batches.forEach((b, n) => b.forEach((id, i) => results[n]![i] && winners.set(id, (winners.get(id) ?? 0) + 1)));
  expect(ids.filter((id) => winners.get(id) !== 1)).toEqual([]);
  expect(await claims.countDocuments()).toBe(60);
  expect(await insertManyOnce(claims, [{ _id: 'k1' }, { _id: 'new' }])).toEqual([false, true]);
  expect(await insertManyOnce(claims, [])).toEqual([]);
});
