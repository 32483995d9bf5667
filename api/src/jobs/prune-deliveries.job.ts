import type { Agenda } from 'agenda';
import { addDays, londonToday } from '@renewly/shared-contracts';
import type { Logger } from '../core/logger';
import { pruneDeliveries } from '../modules/deliveries/deliveries.service';

export const PRUNE_DELIVERIES_JOB = 'deliveries:prune';

/** Delivery logs are kept this long after their renewal date (a passed cycle can never be due again). */
export const DELIVERY_LOG_RETENTION_DAYS = 30;

/** Deletes old cycles' delivery records daily, so the sweep's reads stay small on the embedded database. */
export async function registerPruneDeliveriesJob(
  agenda: Agenda,
  { logger, every = '1 day', now = () => new Date() }: { logger: Logger; every?: string; now?: () => Date },
): Promise<void> {
  agenda.define(PRUNE_DELIVERIES_JOB, async () => {
    const deleted = await pruneDeliveries(addDays(londonToday(now()), -DELIVERY_LOG_RETENTION_DAYS));
    if (deleted > 0) logger.info({ deleted }, 'old reminder deliveries pruned');
  });
  await agenda.every(every, PRUNE_DELIVERIES_JOB);
}
