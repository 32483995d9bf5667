// How long in-app notifications are kept (FerretDB has no TTL indexes: the notifications:prune job deletes them).
import { NotificationModel } from './notifications.model';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A notification the user has read is kept this long after it was created. */
export const READ_NOTIFICATION_RETENTION_DAYS = 30;
/** One never read is kept this long: a renewal notice is stale well before then. */
export const UNREAD_NOTIFICATION_RETENTION_DAYS = 180;

export interface PrunedNotifications {
  read: number;
  unread: number;
}

/** Deletes read notifications older than 30 days and unread ones older than 180 days. */
export async function pruneNotifications(now = new Date()): Promise<PrunedNotifications> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const read = await NotificationModel.deleteMany({ isRead: true, createdAt: { $lt: before(READ_NOTIFICATION_RETENTION_DAYS) } });
  const unread = await NotificationModel.deleteMany({
    isRead: false,
    createdAt: { $lt: before(UNREAD_NOTIFICATION_RETENTION_DAYS) },
  });
  return { read: read.deletedCount, unread: unread.deletedCount };
}
