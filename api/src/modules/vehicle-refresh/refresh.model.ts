import { Schema, model, models, type Model, type Types } from 'mongoose';
import type { RefreshOutcome } from './refresh-due';

/**
 * One record per check of a policy's vehicle with the DVLA (inserted, never updated): when, what the DVLA said,
 * what changed. The latest record of a policy is its refresh state (when it is next due, failures in a row).
 */
export interface VehicleRefreshRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  policyId: Types.ObjectId;
  registration: string;
  checkedAt: Date;
  outcome: RefreshOutcome;
  /** When the DVLA gave the answer used (a cached answer is up to a day older than the check). */
  answerAt?: Date | null;
  changes: { field: 'motExpiryDate' | 'roadTaxExpiryDate'; from: string | null; to: string }[];
  alerts: string[];
  /** Why an answer was not used, or what failed. */
  detail?: string | null;
  /** Transient failures in a row, this one included (0 after any other outcome). */
  failures: number;
  nextDueAt: Date;
}

export const REFRESH_OUTCOMES: readonly RefreshOutcome[] = [
  'updated',
  'unchanged',
  'userEditKept',
  'notFound',
  'rejected',
  'unusable',
  'transient',
];

const refreshSchema = new Schema<VehicleRefreshRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    registration: { type: String, required: true },
    checkedAt: { type: Date, required: true },
    outcome: { type: String, required: true, enum: REFRESH_OUTCOMES },
    answerAt: { type: Date, default: null },
    changes: {
      type: [
        new Schema(
          {
            field: { type: String, required: true },
            from: { type: String, default: null },
            to: { type: String, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    alerts: { type: [String], default: [] },
    detail: { type: String, default: null },
    failures: { type: Number, required: true, default: 0 },
    nextDueAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'vehicle_refreshes' },
);
// The sweep reads the recent records of every policy; exports and deletes go by user and policy.
refreshSchema.index({ checkedAt: 1 }, { name: 'checked_at' });
refreshSchema.index({ userId: 1, policyId: 1, checkedAt: -1 }, { name: 'user_policy_checked' });

export const VehicleRefreshModel: Model<VehicleRefreshRecord> =
  (models.VehicleRefresh as Model<VehicleRefreshRecord> | undefined) ??
  model<VehicleRefreshRecord>('VehicleRefresh', refreshSchema);
