import type { Agenda } from 'agenda';
import type { AppDeps } from '../core/app-deps';
import { registerAskRenewalQuestionsJob } from './ask-renewal-questions.job';
import { registerBackupDatabaseJob } from './backup-database.job';
import { registerDeliverDueRemindersJob } from './deliver-due-reminders.job';
import { registerPruneDeliveriesJob } from './prune-deliveries.job';
import { registerPruneNotificationsJob } from './prune-notifications.job';
import { registerPruneInboundReadingsJob } from './prune-inbound-readings.job';
import { registerPruneVehicleLookupCacheJob } from './prune-vehicle-lookup-cache.job';
import { registerRefreshMarketTrendsJob } from './refresh-market-trends.job';
import { registerPurgeExpiredRecordsJob } from './purge-expired-records.job';
import { registerPurgeExpiredSessionsJob } from './purge-expired-sessions.job';
import { registerRefreshVehicleDatesJob } from './refresh-vehicle-dates.job';

/**
 * Defines every job (and schedules the repeating ones). Feature jobs are added here:
 * `register<Name>Jobs(agenda, deps)` from their module.
 */
export async function registerJobs(agenda: Agenda, deps: AppDeps): Promise<void> {
  await registerPurgeExpiredSessionsJob(agenda, deps);
  await registerPruneVehicleLookupCacheJob(agenda, deps);
  await registerDeliverDueRemindersJob(agenda, deps, { every: `${deps.config.reminderSweepSeconds} seconds` });
  await registerPruneDeliveriesJob(agenda, deps);
  await registerRefreshMarketTrendsJob(agenda, deps);
  await registerPurgeExpiredRecordsJob(agenda, deps);
  await registerPruneNotificationsJob(agenda, deps);
  await registerPruneInboundReadingsJob(agenda, deps);
  await registerRefreshVehicleDatesJob(agenda, deps);
  await registerBackupDatabaseJob(agenda, deps);
  await registerAskRenewalQuestionsJob(agenda, deps);
}
