import { Schema, model, models, type Model, type Types } from 'mongoose';

export interface ResetTokenRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  /** sha256 of the token, hex; the raw token only ever exists in the email. */
  tokenHash: string;
  expiresAt: Date;
  usedAt?: Date;
  createdAt: Date;
}

const resetTokenSchema = new Schema<ResetTokenRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'passwordresettokens' },
);
resetTokenSchema.index({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });
resetTokenSchema.index({ userId: 1 }, { name: 'user' });
resetTokenSchema.index({ expiresAt: 1 }, { name: 'expires_at' });

export const ResetTokenModel: Model<ResetTokenRecord> =
  (models.ResetToken as Model<ResetTokenRecord> | undefined) ??
  model<ResetTokenRecord>('ResetToken', resetTokenSchema);
