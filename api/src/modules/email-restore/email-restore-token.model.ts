import { Schema, model, models, type Model, type Types } from 'mongoose';

/**
 * A link sent to an address the account just left (issue 51): for 7 days it gives the account back to `address`.
 * One per change, so a second change cannot replace the first address's link.
 */
export interface EmailRestoreTokenRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** The address the account had before the change (lowercased), and the link went to. */
  address: string;
  /** sha256 of the token, hex; the raw token only ever exists in the email. */
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

const emailRestoreTokenSchema = new Schema<EmailRestoreTokenRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    address: { type: String, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'emailrestoretokens' },
);
emailRestoreTokenSchema.index({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });
emailRestoreTokenSchema.index({ userId: 1, createdAt: 1 }, { name: 'user_created' });
// An address held for its old account while the link works (sign-up and other changes check it).
emailRestoreTokenSchema.index({ address: 1, expiresAt: 1 }, { name: 'address_expires' });
emailRestoreTokenSchema.index({ expiresAt: 1 }, { name: 'expires_at' });

export const EmailRestoreTokenModel: Model<EmailRestoreTokenRecord> =
  (models.EmailRestoreToken as Model<EmailRestoreTokenRecord> | undefined) ??
  model<EmailRestoreTokenRecord>('EmailRestoreToken', emailRestoreTokenSchema);
