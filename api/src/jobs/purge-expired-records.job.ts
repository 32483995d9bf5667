import type { Agenda } from 'agenda';
import type { Logger } from '../core/logger';
import { purgeExpiredRecords } from './purge-expired';

export const PURGE_EXPIRED_RECORDS_JOB = 'security:purge-expired';

/** Every 15 minutes: rate-limit counters past their window, expired reset tokens and their claims, old outbox mail. */
export async function registerPurgeExpiredRecordsJob(
  agenda: Agenda,
  { logger, every = '15 minutes' }: { logger: Logger; every?: string },
): Promise<void> {
  agenda.define(PURGE_EXPIRED_RECORDS_JOB, async () => {
    const deleted = await purgeExpiredRecords();
    logger.debug({ deleted }, 'expired security records purged');
  });
  await agenda.every(every, PURGE_EXPIRED_RECORDS_JOB);
}
