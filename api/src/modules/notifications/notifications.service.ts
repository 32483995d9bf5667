import { Types } from 'mongoose';
import { isDuplicateKeyError } from '../../core/db/errors';
import { insertManyOnce } from '../../core/db/insert-once';
import { ApiError } from '../../core/http/api-error';
import type { Notification } from '@renewly/shared-contracts';
import { NotificationModel, toPublicNotification } from './notifications.model';

const oid = (id: string) => new Types.ObjectId(id);

/** Creates an in-app notification. */
export async function createNotification(
  userId: string,
  input: { title: string; message: string; link?: string },
): Promise<Notification> {
  const doc = await NotificationModel.create({ userId: oid(userId), ...input });
  return toPublicNotification(doc.toObject());
}

export interface KeyedNotificationInput {
  /** Unique across all notifications: a second call with the same key creates nothing. */
  key: string;
  title: string;
  message: string;
  policyId?: string;
  reminderId?: string;
}

/**
 * Creates the notification unless one with the same key exists: the insert under the unique key index is the
 * claim, so it exists exactly once however often (and from however many processes) this is called.
 * Returns true when this call created it.
 */
export async function createNotificationOnce(userId: string, input: KeyedNotificationInput): Promise<boolean> {
  try {
    await NotificationModel.create({
      userId: oid(userId),
      key: input.key,
      title: input.title,
      message: input.message,
      ...(input.policyId ? { policyId: oid(input.policyId) } : {}),
      ...(input.reminderId ? { reminderId: oid(input.reminderId) } : {}),
    });
    return true;
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}

/** createNotificationOnce for many, in one round trip (each still exists exactly once). */
export async function createNotificationsOnce(list: (KeyedNotificationInput & { userId: string })[]): Promise<void> {
  const createdAt = new Date();
  await insertManyOnce(
    NotificationModel.collection,
    list.map((n) => ({
      userId: oid(n.userId),
      key: n.key,
      title: n.title,
      message: n.message,
      isRead: false,
      createdAt,
      ...(n.policyId ? { policyId: oid(n.policyId) } : {}),
      ...(n.reminderId ? { reminderId: oid(n.reminderId) } : {}),
    })),
  );
}

export interface NotificationPage {
  items: Notification[];
  /** Pass as `cursor` for the next (older) page; absent on the last page. */
  nextCursor?: string;
}

/** Newest first, `limit` at a time; `cursor` (from the previous page) continues after its last item. */
export async function listNotifications(
  userId: string,
  { limit, cursor }: { limit: number; cursor?: { createdAt: Date; id: string } },
): Promise<NotificationPage> {
  const after = cursor
    ? {
        $or: [
          { createdAt: { $lt: cursor.createdAt } },
          { createdAt: cursor.createdAt, _id: { $lt: oid(cursor.id) } },
        ],
      }
    : {};
  const docs = await NotificationModel.find({ userId: oid(userId), ...after })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit + 1)
    .lean();
  const page = docs.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toPublicNotification),
    ...(docs.length > limit && last ? { nextCursor: `${last.createdAt.getTime()}_${String(last._id)}` } : {}),
  };
}

export async function markNotificationRead(userId: string, id: string): Promise<Notification> {
  const doc = await NotificationModel.findOneAndUpdate(
    { _id: oid(id), userId: oid(userId) },
    { $set: { isRead: true } },
    { returnDocument: 'after' },
  ).lean();
  if (!doc) throw new ApiError(404, 'Notification not found');
  return toPublicNotification(doc);
}

export async function markAllNotificationsRead(userId: string): Promise<{ updated: number }> {
  const r = await NotificationModel.updateMany({ userId: oid(userId), isRead: false }, { $set: { isRead: true } });
  return { updated: r.modifiedCount };
}

/** Removes the user's notifications about one policy (called when the policy is deleted). */
export async function deleteForPolicy(userId: string, policyId: string): Promise<number> {
  const r = await NotificationModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) });
  return r.deletedCount;
}
