import { Schema, model, models, type Model, type Types } from 'mongoose';
import { COVERAGE_OPTIONS, type Policy, type Quote } from '@renewly/shared-contracts';

/** Dates are calendar dates stored as 'YYYY-MM-DD' strings (interpreted in Europe/London). */
export interface PolicyRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  registrationNumber: string;
  carManufacturer: string;
  carModel: string;
  policyNumber: string;
  insurer?: string | null;
  renewalDate: string;
  motExpiryDate?: string | null;
  roadTaxExpiryDate?: string | null;
  /** A numeric string with up to 2 decimals, e.g. '612.50'. */
  currentPremium?: string | null;
  excess?: number | null;
  coverage?: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const policySchema = new Schema<PolicyRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    registrationNumber: { type: String, required: true },
    carManufacturer: { type: String, required: true },
    carModel: { type: String, required: true },
    policyNumber: { type: String, required: true },
    insurer: { type: String },
    renewalDate: { type: String, required: true },
    motExpiryDate: { type: String },
    roadTaxExpiryDate: { type: String },
    currentPremium: { type: String },
    excess: { type: Number, min: 0 },
    coverage: { type: String, enum: COVERAGE_OPTIONS },
    isActive: { type: Boolean, required: true, default: true },
  },
  { timestamps: true, versionKey: false, collection: 'policies' },
);
export const POLICY_REGISTRATION_INDEX = 'user_registration_unique';
export const POLICY_NUMBER_INDEX = 'user_policy_number_unique';
policySchema.index({ userId: 1, registrationNumber: 1 }, { unique: true, name: POLICY_REGISTRATION_INDEX });
policySchema.index({ userId: 1, policyNumber: 1 }, { unique: true, name: POLICY_NUMBER_INDEX });
policySchema.index({ userId: 1, renewalDate: 1 }, { name: 'user_renewal' });

export const PolicyModel: Model<PolicyRecord> =
  (models.Policy as Model<PolicyRecord> | undefined) ?? model<PolicyRecord>('Policy', policySchema);

/** Only the fields a response needs (lean reads with this projection stay small). */
export const POLICY_PUBLIC_PROJECTION = {
  userId: 0,
  updatedAt: 0,
} as const;

export function toPublicPolicy(p: Omit<PolicyRecord, 'userId' | 'updatedAt'>, quotes: Quote[] = []): Policy {
  return {
    id: String(p._id),
    registrationNumber: p.registrationNumber,
    carManufacturer: p.carManufacturer,
    carModel: p.carModel,
    policyNumber: p.policyNumber,
    insurer: p.insurer ?? null,
    renewalDate: p.renewalDate,
    motExpiryDate: p.motExpiryDate ?? null,
    roadTaxExpiryDate: p.roadTaxExpiryDate ?? null,
    currentPremium: p.currentPremium ?? null,
    excess: p.excess ?? null,
    coverage: p.coverage ?? null,
    isActive: p.isActive,
    quotes,
    createdAt: p.createdAt.toISOString(),
  };
}
