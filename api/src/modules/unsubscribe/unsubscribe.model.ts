// One-click unsubscribe tokens (RFC 8058, issue 41): one per reminder or notice email, stored only as the token's SHA-256.
import { Schema, model, models, type Model, type Types } from 'mongoose';

export interface UnsubscribeTokenRecord {
  _id: Types.ObjectId;
  tokenHash: string;
  userId: Types.ObjectId;
  /** 'reminder' (absent on older tokens): email off for the reminder (or all); 'notices': the user's notice emails off. */
  purpose?: 'reminder' | 'notices';
  /** A reminder token's reminder; null on a notice token. */
  reminderId: Types.ObjectId | null;
  /** The reminder's policy: erasing an owner removes the tokens of members' reminders for the owner's cars too. Null on a notice token (it names no car). */
  policyId: Types.ObjectId | null;
  createdAt: Date;
  /** After this the link says it has run out (the settings page still turns email off). */
  expiresAt: Date;
  /** What 'Stop emails for all my reminders' changed, so its undo puts exactly that back. */
  stoppedForAll?: StoppedReminder[];
}

/** A reminder whose email a link turned off; `gotApp`: email was its only method, so it was given the bell. */
export interface StoppedReminder {
  reminderId: Types.ObjectId;
  gotApp: boolean;
}

const schema = new Schema<UnsubscribeTokenRecord>(
  {
    tokenHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    purpose: { type: String, enum: ['reminder', 'notices'] },
    reminderId: { type: Schema.Types.ObjectId, default: null },
    policyId: { type: Schema.Types.ObjectId, default: null },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    stoppedForAll: { type: [{ _id: false, reminderId: Schema.Types.ObjectId, gotApp: Boolean }], default: undefined },
  },
  { versionKey: false, collection: 'unsubscribe_tokens' },
);
schema.index({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });
schema.index({ userId: 1 }, { name: 'user' });
schema.index({ policyId: 1 }, { name: 'policy' });
schema.index({ expiresAt: 1 }, { name: 'expires_at' });

export const UnsubscribeTokenModel: Model<UnsubscribeTokenRecord> =
  (models.UnsubscribeToken as Model<UnsubscribeTokenRecord> | undefined) ?? model<UnsubscribeTokenRecord>('UnsubscribeToken', schema);
