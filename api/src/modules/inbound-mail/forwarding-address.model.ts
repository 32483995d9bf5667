import { Schema, model, models, type Model, type Types } from 'mongoose';

/**
 * A user's forwarding address token. `_id` is the token itself: mail is matched by `_id` at RCPT time, the one query
 * FerretDB serves cheaply. It is kept readable (unlike the calendar feed's hash) because the user is shown the address
 * again wherever they import a notice; what it grants is a reading waiting for the user's review, never a change.
 */
export interface ForwardingAddressRecord {
  _id: string;
  userId: Types.ObjectId;
  enabled: boolean;
  /** false: no email when a forwarded notice is read (the bell still says it); absent: on (to a verified address only). */
  emailWhenRead?: boolean;
  createdAt: Date;
}

const forwardingAddressSchema = new Schema<ForwardingAddressRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    enabled: { type: Boolean, required: true, default: true },
    emailWhenRead: { type: Boolean, required: false },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'forwarding_addresses' },
);
// One address per user: a concurrent second create loses on this index.
forwardingAddressSchema.index({ userId: 1 }, { unique: true, name: 'user_unique' });

export const ForwardingAddressModel: Model<ForwardingAddressRecord> =
  (models.ForwardingAddress as Model<ForwardingAddressRecord> | undefined) ??
  model<ForwardingAddressRecord>('ForwardingAddress', forwardingAddressSchema);
