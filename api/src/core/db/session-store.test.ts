import mongoose from 'mongoose';
import type session from 'express-session';
import { connectDatabase } from './connect';
import {
  SESSIONS_COLLECTION,
  createSessionStore,
  deleteUserSessions,
  purgeExpiredSessions,
} from '../../modules/auth/session-store';
import { testConfig, testDatabaseUri, uniqueDatabaseName } from '../../../test/helpers';

type Store = ReturnType<typeof createSessionStore>;
const call = <T>(fn: (cb: (err: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));

const sessionData = (expires: Date, userId?: string) =>
  ({
    cookie: { originalMaxAge: expires.getTime() - Date.now(), expires, httpOnly: true, path: '/' },
    ...(userId ? { passport: { user: userId } } : {}),
  }) as unknown as session.SessionData;

let store: Store;

beforeAll(async () => {
  await connectDatabase(testConfig(testDatabaseUri(uniqueDatabaseName('sessions'))));
  store = createSessionStore(mongoose.connection);
});
afterAll(async () => {
  await mongoose.connection.db?.dropDatabase();
  await mongoose.disconnect();
});

test('connect-mongo 6 sets, gets and destroys sessions (autoRemove disabled: no TTL index)', async () => {
  const inAnHour = new Date(Date.now() + 3600_000);
  await call((cb) => store.set('sid-1', sessionData(inAnHour, 'user-1'), cb));
  const got = await call<session.SessionData | null>((cb) => store.get('sid-1', cb));
  expect((got as unknown as { passport: { user: string } }).passport.user).toBe('user-1');

  await call((cb) => store.destroy('sid-1', cb));
  expect(await call((cb) => store.get('sid-1', cb))).toBeFalsy();

  const indexes = await mongoose.connection.collection(SESSIONS_COLLECTION).indexes();
  expect(indexes.some((i) => i.expireAfterSeconds !== undefined)).toBe(false);
});

test('expired sessions are not returned, and the purge deletes only those', async () => {
  await call((cb) => store.set('old', sessionData(new Date(Date.now() - 1000)), cb));
  await call((cb) => store.set('fresh', sessionData(new Date(Date.now() + 3600_000)), cb));
  expect(await call((cb) => store.get('old', cb))).toBeFalsy();

  expect(await purgeExpiredSessions(mongoose.connection)).toBe(1);
  const ids = (await mongoose.connection.collection(SESSIONS_COLLECTION).find().toArray()).map((d) => d._id);
  expect(ids).toEqual(['fresh']);
});

test("a user's sessions can be deleted everywhere at once", async () => {
  const later = new Date(Date.now() + 3600_000);
  await call((cb) => store.set('a1', sessionData(later, 'alice'), cb));
  await call((cb) => store.set('a2', sessionData(later, 'alice'), cb));
  await call((cb) => store.set('b1', sessionData(later, 'bob'), cb));
  expect(await deleteUserSessions(mongoose.connection, 'alice')).toBe(2);
  expect(await call((cb) => store.get('b1', cb))).toBeTruthy();
});
