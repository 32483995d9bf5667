// The renewal answers (issue 39 §5): one per (policy, renewal date answered), `_id` '{policyId}:{forRenewalDate}'.
// Inserting it is the claim: owner and editor answering at once roll the policy on once (the second answer becomes an
// edit of the first). Small: one document per policy a year, removed with the policy and with the owner's account.
import { Schema, model, models, type Model, type Types } from 'mongoose';
import type { RenewalAnswer } from '@renewly/shared-contracts/features/policy-terms-input';

export interface PolicyRolloverRecord {
  _id: string;
  policyId: Types.ObjectId;
  /** The policy's owner. */
  userId: Types.ObjectId;
  forRenewalDate: string;
  /** The latest answer (answering again edits it). */
  answer: RenewalAnswer;
  createdAt: Date;
  updatedAt: Date;
}

const rolloverSchema = new Schema<PolicyRolloverRecord>(
  {
    _id: { type: String, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    forRenewalDate: { type: String, required: true },
    answer: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'policy_rollovers' },
);
rolloverSchema.index({ policyId: 1 }, { name: 'policy' });
rolloverSchema.index({ userId: 1 }, { name: 'user' });

export const rolloverId = (policyId: string, forRenewalDate: string) => `${policyId}:${forRenewalDate}`;

export const PolicyRolloverModel: Model<PolicyRolloverRecord> =
  (models.PolicyRollover as Model<PolicyRolloverRecord> | undefined) ??
  model<PolicyRolloverRecord>('PolicyRollover', rolloverSchema);
