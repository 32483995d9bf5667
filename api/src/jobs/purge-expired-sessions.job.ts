import type { Agenda } from 'agenda';
import type { Connection } from 'mongoose';
import type { Logger } from '../core/logger';
import { purgeExpiredSessions } from '../modules/auth/session-store';

export const PURGE_EXPIRED_SESSIONS_JOB = 'sessions:purge-expired';

/** Deletes expired sessions every hour (connect-mongo's TTL index is off: FerretDB v1 has no TTL indexes). */
export async function registerPurgeExpiredSessionsJob(
  agenda: Agenda,
  { connection, logger, every = '1 hour' }: { connection: Connection; logger: Logger; every?: string },
): Promise<void> {
  agenda.define(PURGE_EXPIRED_SESSIONS_JOB, async () => {
    const deleted = await purgeExpiredSessions(connection);
    if (deleted > 0) logger.info({ deleted }, 'expired sessions purged');
  });
  // every() keeps a single job document per name, however many processes declare it.
  await agenda.every(every, PURGE_EXPIRED_SESSIONS_JOB);
}
