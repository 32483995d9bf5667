import { Schema, model, models, type Model, type Types } from 'mongoose';

/**
 * One private calendar feed per user. `_id` is the SHA-256 of the token (base64url): the feed is read by `_id`,
 * the one query FerretDB serves cheaply, and the token itself is never stored.
 */
export interface CalendarFeedRecord {
  _id: string;
  userId: Types.ObjectId;
  createdAt: Date;
}

const calendarFeedSchema = new Schema<CalendarFeedRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'calendar_feeds' },
);
// One feed per user: a concurrent second create loses on this index.
calendarFeedSchema.index({ userId: 1 }, { unique: true, name: 'user_unique' });

export const CalendarFeedModel: Model<CalendarFeedRecord> =
  (models.CalendarFeed as Model<CalendarFeedRecord> | undefined) ??
  model<CalendarFeedRecord>('CalendarFeed', calendarFeedSchema);
