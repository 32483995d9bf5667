import { Schema, model, models, type Model, type Types } from 'mongoose';
import {
  COVERAGE_OPTIONS,
  DVLA_ALERT_KINDS,
  QUOTE_ADD_ONS,
  TERM_BOUGHT_HOW,
  type DvlaAlertKind,
  type Policy,
  type PolicyTerm,
  type Quote,
  type QuoteAddOn,
  type TermBoughtHow,
} from '@renewly/shared-contracts';

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
  /** Last year's premium (from the renewal notice), a numeric string like currentPremium. */
  previousPremium?: string | null;
  /** The insurer's own policy number (from the renewal notice); Renewly's is policyNumber. */
  insurerPolicyNumber?: string | null;
  excess?: number | null;
  coverage?: string | null;
  isActive: boolean;
  /** The insurer's offer for the year starting at renewalDate, from the notice (rules/policy-terms.ts). */
  renewalOffer?: string | null;
  /** The add-ons that offer includes, when recorded (issue 51: like for like compares them). */
  renewalOfferAddOns?: QuoteAddOn[] | null;
  /** The current year's first day; absent: a year before renewalDate. */
  termStart?: string | null;
  /** How the current year was bought; absent: 'new'. */
  termBought?: TermBoughtHow | null;
  /** The renewal offer made for the current year (moved from renewalOffer at the rollover). */
  termRenewalOffer?: string | null;
  /** Earlier years, oldest first (sub-documents: they go wherever the policy goes: export, erasure, sharing). */
  terms?: PolicyTerm[];
  /** Keep MOT and tax dates current from the DVLA; absent means on (issue 26). */
  dvlaRefresh?: boolean;
  /** When the user last set the MOT or road-tax date (create or edit): a DVLA answer older than this never overrides. */
  datesEditedAt?: Date | null;
  /** When the DVLA last gave a usable answer for this vehicle. */
  dvlaCheckedAt?: Date | null;
  /** Status alerts the DVLA reported at the last check, each with the London date it first said so. */
  dvlaAlerts?: { kind: DvlaAlertKind; since: string }[];
  /** The registration the DVLA answered 'not found' for (likely a typo); cleared when it knows the vehicle. */
  dvlaNotFound?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const termSchema = new Schema<PolicyTerm>(
  {
    start: { type: String, required: true },
    end: { type: String, required: true },
    insurer: { type: String, default: null },
    insurerPolicyNumber: { type: String, default: null },
    coverage: { type: String, default: null },
    excess: { type: Number, default: null },
    renewalOffer: { type: String, default: null },
    pricePaid: { type: String, default: null },
    bought: { type: String, enum: [...TERM_BOUGHT_HOW, null], default: null },
  },
  { _id: false },
);

/** A stored term as the API shows it (older documents may lack a field). */
export const toPublicTerm = (t: Partial<PolicyTerm> & Pick<PolicyTerm, 'start' | 'end'>): PolicyTerm => ({
  start: t.start,
  end: t.end,
  insurer: t.insurer ?? null,
  insurerPolicyNumber: t.insurerPolicyNumber ?? null,
  coverage: t.coverage ?? null,
  excess: t.excess ?? null,
  renewalOffer: t.renewalOffer ?? null,
  pricePaid: t.pricePaid ?? null,
  bought: t.bought ?? null,
});

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
    previousPremium: { type: String },
    insurerPolicyNumber: { type: String },
    excess: { type: Number, min: 0 },
    coverage: { type: String, enum: COVERAGE_OPTIONS },
    isActive: { type: Boolean, required: true, default: true },
    renewalOffer: { type: String },
    renewalOfferAddOns: { type: [{ type: String, enum: QUOTE_ADD_ONS }], default: undefined },
    termStart: { type: String },
    termBought: { type: String, enum: TERM_BOUGHT_HOW },
    termRenewalOffer: { type: String },
    terms: { type: [termSchema], default: undefined },
    dvlaRefresh: { type: Boolean },
    datesEditedAt: { type: Date },
    dvlaCheckedAt: { type: Date },
    dvlaAlerts: {
      type: [new Schema({ kind: { type: String, enum: DVLA_ALERT_KINDS, required: true }, since: String }, { _id: false })],
      default: undefined,
    },
    dvlaNotFound: { type: String },
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
  datesEditedAt: 0,
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
    previousPremium: p.previousPremium ?? null,
    insurerPolicyNumber: p.insurerPolicyNumber ?? null,
    excess: p.excess ?? null,
    coverage: p.coverage ?? null,
    isActive: p.isActive,
    renewalOffer: p.renewalOffer ?? null,
    renewalOfferAddOns: p.renewalOfferAddOns ?? null,
    termStart: p.termStart ?? null,
    termBought: p.termBought ?? null,
    termRenewalOffer: p.termRenewalOffer ?? null,
    terms: (p.terms ?? []).map(toPublicTerm),
    quotes,
    createdAt: p.createdAt.toISOString(),
    dvlaRefresh: p.dvlaRefresh !== false,
    // The routes say whether a DVLA key is configured (policies.routes.ts).
    dvlaRefreshAvailable: false,
    dvlaCheckedAt: p.dvlaCheckedAt ? p.dvlaCheckedAt.toISOString() : null,
    dvlaAlerts: (p.dvlaAlerts ?? []).map((a) => ({ kind: a.kind, since: a.since })),
    dvlaNotFound: !!p.dvlaNotFound && p.dvlaNotFound === p.registrationNumber,
  };
}
