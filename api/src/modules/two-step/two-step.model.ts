// Two-step sign-in (issue 40): one document per user who has set it up, keyed by the user's id (the one read FerretDB
// serves cheaply, made at every sign-in), and the once-only records of used codes, each claimed by an insert under a
// unique index (FerretDB v1's findAndModify is not atomic).
import { Schema, model, models, type Model, type Types } from 'mongoose';

export interface TwoStepRecord {
  /** The user's id. */
  _id: Types.ObjectId;
  /** The same id, so the account's export and erasure (which follow `userId`) find this document. */
  userId: Types.ObjectId;
  /** The TOTP secret, encrypted (secret-box.ts); null until a code from the app confirms it. */
  secret: string | null;
  enabledAt: Date | null;
  /** A set-up in progress: the new secret (encrypted) shown once, until the first code confirms it. */
  pending: { secret: string; createdAt: Date } | null;
  /** The recovery codes: a set id, the salt and the SHA-256 of each code (the codes themselves are never stored). */
  recovery: { setId: string; hashSalt: string; hashes: string[]; createdAt: Date } | null;
}

const twoStepSchema = new Schema<TwoStepRecord>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    secret: { type: String, default: null },
    enabledAt: { type: Date, default: null },
    pending: {
      type: new Schema({ secret: { type: String, required: true }, createdAt: { type: Date, required: true } }, { _id: false }),
      default: null,
    },
    recovery: {
      type: new Schema(
        {
          setId: { type: String, required: true },
          hashSalt: { type: String, required: true },
          hashes: { type: [String], required: true },
          createdAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { versionKey: false, collection: 'two_step' },
);
// Erasure and export find it by userId (read by _id everywhere else).
twoStepSchema.index({ userId: 1 }, { unique: true, name: 'user_unique' });

export const TwoStepModel: Model<TwoStepRecord> =
  (models.TwoStep as Model<TwoStepRecord> | undefined) ?? model<TwoStepRecord>('TwoStep', twoStepSchema);

/** A time step whose code was accepted: a code is accepted once (RFC 6238 section 5.2). */
export interface UsedStep {
  userId: Types.ObjectId;
  step: number;
  usedAt: Date;
}

const usedStepSchema = new Schema<UsedStep>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    step: { type: Number, required: true },
    usedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'two_step_used_steps' },
);
// The claim of a step (and the read of the user's latest step, and the clean-up of older ones).
usedStepSchema.index({ userId: 1, step: 1 }, { unique: true, name: 'user_step_unique' });

export const UsedStepModel: Model<UsedStep> =
  (models.TwoStepUsedStep as Model<UsedStep> | undefined) ?? model<UsedStep>('TwoStepUsedStep', usedStepSchema);

/** A recovery code of a set that has been used (signs in once). */
export interface RecoveryCodeUse {
  userId: Types.ObjectId;
  setId: string;
  index: number;
  usedAt: Date;
}

const recoveryUseSchema = new Schema<RecoveryCodeUse>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    setId: { type: String, required: true },
    index: { type: Number, required: true },
    usedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'two_step_recovery_uses' },
);
// The claim of one code of one set.
recoveryUseSchema.index({ setId: 1, index: 1 }, { unique: true, name: 'set_index_unique' });
// The count of used codes (codes left), and the clean-up when a set is replaced or two-step is turned off.
recoveryUseSchema.index({ userId: 1, setId: 1 }, { name: 'user_set' });

export const RecoveryCodeUseModel: Model<RecoveryCodeUse> =
  (models.TwoStepRecoveryUse as Model<RecoveryCodeUse> | undefined) ??
  model<RecoveryCodeUse>('TwoStepRecoveryUse', recoveryUseSchema);
