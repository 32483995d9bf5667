import { Schema, model, models, type Model } from 'mongoose';
import { isDuplicateKeyError } from './errors';

interface Claim {
  kind: string;
  key: string;
  claimedAt: Date;
}

const claimSchema = new Schema<Claim>(
  {
    kind: { type: String, required: true },
    key: { type: String, required: true },
    claimedAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'claims' },
);
// Both MongoDB and FerretDB enforce unique indexes atomically; findAndModify is NOT atomic on FerretDB v1.
claimSchema.index({ kind: 1, key: 1 }, { unique: true, name: 'kind_key_unique' });
// The purge job's delete of one kind's old claims.
claimSchema.index({ kind: 1, claimedAt: 1 }, { name: 'kind_claimed_at' });

export const ClaimModel: Model<Claim> = (models.Claim as Model<Claim> | undefined) ?? model<Claim>('Claim', claimSchema);

/**
 * Claims `(kind, key)` once, across processes: true for exactly one caller, false for every later one.
 * Use it for anything that must happen once (a reminder delivery, a reset-token use). Needs the unique index
 * (created at start by `ensureIndexes()`).
 */
export async function claimOnce(kind: string, key: string): Promise<boolean> {
  try {
    await ClaimModel.create({ kind, key });
    return true;
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}
