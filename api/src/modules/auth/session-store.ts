import MongoStore from 'connect-mongo';
import type { Connection } from 'mongoose';
import { SESSIONS_COLLECTION } from './session.model';

export { SESSIONS_COLLECTION };

/**
 * Sessions in the database, on the app's own MongoClient. `autoRemove: 'disabled'`: the default creates a TTL
 * index, which FerretDB v1 rejects (every session call then fails); the `sessions:purge-expired` job deletes
 * expired ones instead. `stringify: false` keeps `session.passport.user` queryable (sign-out everywhere).
 */
export function createSessionStore(connection: Connection): MongoStore {
  return MongoStore.create({
    client: connection.getClient(),
    dbName: connection.name,
    collectionName: SESSIONS_COLLECTION,
    autoRemove: 'disabled',
    stringify: false,
    touchAfter: 60, // seconds: a rolling session rewrites its expiry at most once a minute
  });
}

/**
 * A user's stored sessions: the signed-in ones and the half-signed-in ones (password given, two-step code pending),
 * so whatever ends the sessions also ends a sign-in that would otherwise still complete with a code.
 */
export const userSessionsFilter = (userId: string) => ({ $or: [{ 'session.passport.user': userId }, { 'session.twoStepPending.userId': userId }] });

/** Deletes every stored session of one user, half-signed-in ones included (reset, sign out everywhere, erasure). */
export async function deleteUserSessions(connection: Connection, userId: string): Promise<number> {
  const r = await connection.collection(SESSIONS_COLLECTION).deleteMany(userSessionsFilter(userId));
  return r.deletedCount;
}

/** Deletes sessions whose expiry has passed; run by the `sessions:purge-expired` job. */
export async function purgeExpiredSessions(connection: Connection, now = new Date()): Promise<number> {
  const r = await connection.collection(SESSIONS_COLLECTION).deleteMany({ expires: { $lt: now } });
  return r.deletedCount;
}
