import type { Notification } from '@renewly/shared-contracts';
import { Schema, model, models, type Model, type Types } from 'mongoose';

export interface NotificationRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
}

const notificationSchema = new Schema<NotificationRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    isRead: { type: Boolean, required: true, default: false },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'notifications' },
);
notificationSchema.index({ userId: 1, createdAt: -1 }, { name: 'user_newest_first' });

export const NotificationModel: Model<NotificationRecord> =
  (models.Notification as Model<NotificationRecord> | undefined) ??
  model<NotificationRecord>('Notification', notificationSchema);

/** A notification as the API shows it: the shared contract's Notification. */
export function toPublicNotification(n: NotificationRecord): Notification {
  return { id: String(n._id), title: n.title, message: n.message, isRead: n.isRead, createdAt: n.createdAt.toISOString() };
}
