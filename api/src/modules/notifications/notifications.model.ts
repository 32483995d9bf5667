import type { Notification } from '@renewly/shared-contracts';
import { Schema, model, models, type Model, type Types } from 'mongoose';

export interface NotificationRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
  /** Set when the notification must exist at most once (e.g. the reminder delivery id); unique. */
  key?: string;
  /** What the notification is about, so deleting the policy or reminder removes it. */
  policyId?: Types.ObjectId;
  reminderId?: Types.ObjectId;
  /** A page in the app it opens (issue 49: '/policies?reading=<id>'). */
  link?: string;
}

const notificationSchema = new Schema<NotificationRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    isRead: { type: Boolean, required: true, default: false },
    createdAt: { type: Date, required: true, default: () => new Date() },
    key: { type: String },
    policyId: { type: Schema.Types.ObjectId },
    reminderId: { type: Schema.Types.ObjectId },
    link: { type: String },
  },
  { versionKey: false, collection: 'notifications' },
);
notificationSchema.index({ userId: 1, createdAt: -1 }, { name: 'user_newest_first' });
// Sparse: notifications without a key are not limited (FerretDB v1 has no partialFilterExpression).
notificationSchema.index({ key: 1 }, { unique: true, sparse: true, name: 'key_unique' });
notificationSchema.index({ userId: 1, policyId: 1 }, { name: 'user_policy' });
// The retention job's deletes (notifications.retention.ts).
notificationSchema.index({ isRead: 1, createdAt: 1 }, { name: 'read_created' });

export const NotificationModel: Model<NotificationRecord> =
  (models.Notification as Model<NotificationRecord> | undefined) ??
  model<NotificationRecord>('Notification', notificationSchema);

/** A notification as the API shows it: the shared contract's Notification. */
export function toPublicNotification(n: NotificationRecord): Notification {
  return { id: String(n._id), title: n.title, message: n.message, isRead: n.isRead, createdAt: n.createdAt.toISOString(), ...(n.link ? { link: n.link } : {}) };
}
