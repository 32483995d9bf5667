import { Types } from 'mongoose';
import { ApiError } from '../../http/api-error';
import type { Notification } from '@renewly/shared-contracts';
import { NotificationModel, toPublicNotification } from './notifications.model';

/** Creates an in-app notification (used by the reminder delivery jobs). */
export async function createNotification(
  userId: string,
  input: { title: string; message: string },
): Promise<Notification> {
  const doc = await NotificationModel.create({ userId: new Types.ObjectId(userId), ...input });
  return toPublicNotification(doc.toObject());
}

export async function listNotifications(userId: string): Promise<Notification[]> {
  const docs = await NotificationModel.find({ userId: new Types.ObjectId(userId) })
    .sort({ createdAt: -1, _id: -1 })
    .lean();
  return docs.map(toPublicNotification);
}

export async function markNotificationRead(userId: string, id: string): Promise<Notification> {
  const doc = await NotificationModel.findOneAndUpdate(
    { _id: new Types.ObjectId(id), userId: new Types.ObjectId(userId) },
    { $set: { isRead: true } },
    { returnDocument: 'after' },
  ).lean();
  if (!doc) throw new ApiError(404, 'Notification not found');
  return toPublicNotification(doc);
}

export async function markAllNotificationsRead(userId: string): Promise<{ updated: number }> {
  const r = await NotificationModel.updateMany(
    { userId: new Types.ObjectId(userId), isRead: false },
    { $set: { isRead: true } },
  );
  return { updated: r.modifiedCount };
}
