import mongoose, { Schema } from 'mongoose';
import './connect'; // its mongoose settings (bufferCommands off)
import { isDatabaseUnavailableError, isDuplicateKeyError } from './errors';

test('driver and mongoose "cannot reach the database" errors are recognised; others are not', async () => {
  const Lonely = mongoose.createConnection().model('Lonely', new Schema({ a: String }));
  const notConnected = await Lonely.findOne().exec().catch((e: unknown) => e);
  expect(isDatabaseUnavailableError(notConnected)).toBe(true);

  const selection = Object.assign(new Error('connect ECONNREFUSED'), { name: 'MongoServerSelectionError' });
  expect(isDatabaseUnavailableError(selection)).toBe(true);
  expect(isDatabaseUnavailableError(new Error('wrapped', { cause: selection }))).toBe(true);

  expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
  expect(isDatabaseUnavailableError(Object.assign(new Error('dup'), { code: 11000 }))).toBe(false);
  expect(isDatabaseUnavailableError(undefined)).toBe(false);
});

test('duplicate key errors are recognised by code', () => {
  expect(isDuplicateKeyError(Object.assign(new Error('E11000'), { code: 11000 }))).toBe(true);
  const sqliteClash = "constraint failed: UNIQUE constraint failed: index 'cars_1_plate_unique' (2067)";
  expect(isDuplicateKeyError(Object.assign(new Error(sqliteClash), { code: 1, codeName: 'InternalError' }))).toBe(true);
  expect(isDuplicateKeyError(Object.assign(new Error('some other internal error'), { code: 1 }))).toBe(false);
  expect(isDuplicateKeyError(new Error(sqliteClash))).toBe(false);
  expect(isDuplicateKeyError(new Error('other'))).toBe(false);
  expect(isDuplicateKeyError(null)).toBe(false);
});
