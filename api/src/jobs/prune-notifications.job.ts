import type { Agenda } from 'agenda';
import type { Logger } from '../core/logger';
import { pruneNotifications } from '../modules/notifications/notifications.retention';

export const PRUNE_NOTIFICATIONS_JOB = 'notifications:prune';

/** Daily: read notifications after 30 days, unread ones after 180, so the bell's reads stay small on FerretDB. */
export async function registerPruneNotificationsJob(
  agenda: Agenda,
  { logger, every = '1 day' }: { logger: Logger; every?: string },
): Promise<void> {
  agenda.define(PRUNE_NOTIFICATIONS_JOB, async () => {
    const deleted = await pruneNotifications();
    if (deleted.read + deleted.unread > 0) logger.info({ deleted }, 'old notifications pruned');
  });
  await agenda.every(every, PRUNE_NOTIFICATIONS_JOB);
}
