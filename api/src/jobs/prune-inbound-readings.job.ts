import type { Agenda } from 'agenda';
import type { Logger } from '../core/logger';
import { pruneExpiredReadings } from '../modules/inbound-mail';

export const PRUNE_INBOUND_READINGS_JOB = 'inbound-readings:prune';

/** Daily: forwarded notices past their 30 days (issue 49), reviewed or not, are deleted. */
export async function registerPruneInboundReadingsJob(
  agenda: Agenda,
  { logger, every = '1 day' }: { logger: Logger; every?: string },
): Promise<void> {
  agenda.define(PRUNE_INBOUND_READINGS_JOB, async () => {
    const deleted = await pruneExpiredReadings();
    if (deleted > 0) logger.info({ deleted }, 'expired forwarded notices deleted');
  });
  await agenda.every(every, PRUNE_INBOUND_READINGS_JOB);
}
