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

/** Deletes every stored session of one user (after a password reset). */
export async function deleteUserSessions(connection: Connection, userId: string): Promise<number> {
  const r = await connection.collection(SESSIONS_COLLECTION).deleteMany({ 'session.passport.user': userId });
  return r.deletedCount;
}

/** Deletes sessions whose expiry has passed; run by the `sessions:purge-expired` job. */
export async function purgeExpiredSessions(connection: Connection, now = new Date()): Promise<number> {
  const r = await connection.collection(SESSIONS_COLLECTION).deleteMany({ expires: { $lt: now } });
  return r.deletedCount;
}
