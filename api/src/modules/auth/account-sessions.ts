// "Where you're signed in" (issue 40, ASVS V3.3.4): the user's own sessions from the session store, each named by a
// public id (the SHA-256 of its session id: the session id itself, the cookie's secret, never leaves the server).
import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { SignedInSession } from '@renewly/shared-contracts/features/account-security';
import type { SessionDevice } from './session-device';
import { SESSIONS_COLLECTION, userSessionsFilter } from './session-store';

interface StoredSession {
  _id: string;
  expires?: Date;
  session?: { signedInAt?: number; lastUsedAt?: number; device?: SessionDevice };
}

export const sessionPublicId = (sessionId: string): string => createHash('sha256').update(sessionId, 'utf8').digest('base64url');

const iso = (ms: number | undefined): string | null => (typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : null);

async function liveSessionsOf(connection: Connection, userId: string, now: Date): Promise<StoredSession[]> {
  const sessions = await connection
    .collection<StoredSession>(SESSIONS_COLLECTION)
    .find(
      { 'session.passport.user': userId },
      { projection: { _id: 1, expires: 1, 'session.signedInAt': 1, 'session.lastUsedAt': 1, 'session.device': 1 } },
    )
    .toArray();
  return sessions.filter((s) => !s.expires || s.expires.getTime() > now.getTime());
}

/**
 * The user's live sessions, the current one first, then by last use (newest first). The current one is read from
 * the request (what this request records is stored only once it has been answered).
 */
export async function listUserSessions(
  connection: Connection,
  userId: string,
  current: { id: string; data: NonNullable<StoredSession['session']> },
  now = new Date(),
): Promise<SignedInSession[]> {
  const stored = await liveSessionsOf(connection, userId, now);
  const sessions = [{ _id: current.id, session: current.data }, ...stored.filter((s) => s._id !== current.id)];
  const currentSessionId = current.id;
  return sessions
    .map((s) => ({
      id: sessionPublicId(s._id),
      browser: s.session?.device?.browser ?? null,
      system: s.session?.device?.system ?? null,
      signedInAt: iso(s.session?.signedInAt),
      lastUsedAt: iso(s.session?.lastUsedAt),
      current: s._id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''));
}

/** The stored session id behind `publicId`, among this user's sessions only; undefined when it is not one of theirs. */
export async function findUserSessionId(connection: Connection, userId: string, publicId: string): Promise<string | undefined> {
  const sessions = await liveSessionsOf(connection, userId, new Date());
  return sessions.find((s) => sessionPublicId(s._id) === publicId)?._id;
}

/** Deletes one session of this user (the filter repeats the owner: never another user's). */
export async function deleteUserSession(connection: Connection, userId: string, sessionId: string): Promise<boolean> {
  const r = await connection.collection<{ _id: string }>(SESSIONS_COLLECTION).deleteOne({ _id: sessionId, 'session.passport.user': userId });
  return r.deletedCount === 1;
}

/**
 * Deletes every session of this user but one, half-signed-in ones included (after a password change: the other
 * devices sign in again, and a pending two-step sign-in cannot complete).
 */
export async function deleteOtherUserSessions(connection: Connection, userId: string, keepSessionId: string): Promise<number> {
  const r = await connection
    .collection<{ _id: string }>(SESSIONS_COLLECTION)
    .deleteMany({ ...userSessionsFilter(userId), _id: { $ne: keepSessionId } });
  return r.deletedCount;
}
