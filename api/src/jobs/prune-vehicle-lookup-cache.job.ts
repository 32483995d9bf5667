import type { Agenda } from 'agenda';
import type { Logger } from '../core/logger';
import { pruneVehicleLookupCache } from '../modules/vehicle/vehicle.service';

export const PRUNE_VEHICLE_LOOKUP_CACHE_JOB = 'vehicle-lookups:prune';

/** Deletes vehicle lookups older than the cache lifetime every 6 hours (no TTL index: FerretDB v1 has none). */
export async function registerPruneVehicleLookupCacheJob(
  agenda: Agenda,
  { logger, every = '6 hours' }: { logger: Logger; every?: string },
): Promise<void> {
  agenda.define(PRUNE_VEHICLE_LOOKUP_CACHE_JOB, async () => {
    const deleted = await pruneVehicleLookupCache();
    if (deleted > 0) logger.info({ deleted }, 'stale vehicle lookups pruned');
  });
  // every() keeps a single job document per name, however many processes declare it.
  await agenda.every(every, PRUNE_VEHICLE_LOOKUP_CACHE_JOB);
}
