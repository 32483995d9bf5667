import { Schema, model, models, type Model, type Types } from 'mongoose';
import { NOTIFICATION_METHODS, REMINDER_TARGETS, type NotificationMethod, type ReminderTarget } from '@renewly/shared-contracts';

export interface ReminderRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  policyId: Types.ObjectId;
  /** '{N} day renewal reminder' (spec §3); '{N} day MOT reminder' / '{N} day road tax reminder' for those targets. */
  title: string;
  /** The policy date it counts down to; absent on reminders stored before MOT/tax reminders: 'renewal'. */
  target?: ReminderTarget;
  daysBefore: number;
  notificationMethods: NotificationMethod[];
  /** The user's other channels (user_channels) it also goes to; absent on reminders stored before them. */
  channelIds?: Types.ObjectId[];
  /**
   * When the day value (or target) was last set; absent on reminders stored before edits were rescheduled. A time
   * already passed then delivers nothing new (but one catch-up for reminders created late: due-time.ts).
   */
  scheduledFrom?: Date;
  /** The day value was set by creating the reminder (true) or by an edit (false). */
  setByCreate?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const reminderSchema = new Schema<ReminderRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    target: { type: String, enum: REMINDER_TARGETS, default: 'renewal' },
    daysBefore: { type: Number, required: true, min: 1 },
    notificationMethods: { type: [String], enum: NOTIFICATION_METHODS, required: true },
    channelIds: { type: [Schema.Types.ObjectId], default: undefined },
    scheduledFrom: { type: Date },
    setByCreate: { type: Boolean },
  },
  { timestamps: true, versionKey: false, collection: 'reminders' },
);
reminderSchema.index({ userId: 1, policyId: 1 }, { name: 'user_policy' });
reminderSchema.index({ policyId: 1 }, { name: 'policy' });

export const ReminderModel: Model<ReminderRecord> =
  (models.Reminder as Model<ReminderRecord> | undefined) ?? model<ReminderRecord>('Reminder', reminderSchema);
