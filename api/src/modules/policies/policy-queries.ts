// Read-only questions other modules ask about policies. Kept apart from policies.service (which calls the
// reminders, quotes and notifications services) so those modules can ask without an import cycle.
import { Types } from 'mongoose';
import { displayRegistration, type QuoteAddOn } from '@renewly/shared-contracts';
import { PolicyModel } from './policies.model';

export const POLICY_NOT_FOUND = 'Policy not found';

/** What reminders, deliveries, quotes and market trends need to know about a policy. */
export interface PolicySummary {
  id: string;
  userId: string;
  registrationNumber: string;
  carManufacturer: string;
  carModel: string;
  insurer: string | null;
  renewalDate: string;
  currentPremium: string | null;
  /** The insurer's offer for the coming year and its add-ons, when recorded (the received quotes compare with them). */
  renewalOffer: string | null;
  renewalOfferAddOns: QuoteAddOn[] | null;
  excess: number | null;
  coverage: string | null;
  motExpiryDate: string | null;
  roadTaxExpiryDate: string | null;
  isActive: boolean;
}

export const SUMMARY_FIELDS = {
  _id: 1,
  userId: 1,
  registrationNumber: 1,
  carManufacturer: 1,
  carModel: 1,
  insurer: 1,
  renewalDate: 1,
  currentPremium: 1,
  renewalOffer: 1,
  renewalOfferAddOns: 1,
  excess: 1,
  coverage: 1,
  motExpiryDate: 1,
  roadTaxExpiryDate: 1,
  isActive: 1,
} as const;

export type SummaryRecord = {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  registrationNumber: string;
  carManufacturer: string;
  carModel: string;
  insurer?: string | null;
  renewalDate: string;
  currentPremium?: string | null;
  renewalOffer?: string | null;
  renewalOfferAddOns?: QuoteAddOn[] | null;
  excess?: number | null;
  coverage?: string | null;
  motExpiryDate?: string | null;
  roadTaxExpiryDate?: string | null;
  isActive: boolean;
};

/** A vehicle as the emails and the calendar name it: 'Ford Fiesta (AB12 CDE)'. */
export const vehicleLabel = (p: { carManufacturer: string; carModel: string; registrationNumber: string }): string =>
  `${p.carManufacturer} ${p.carModel} (${displayRegistration(p.registrationNumber)})`;

export function toSummary(p: SummaryRecord): PolicySummary {
  return {
    id: String(p._id),
    userId: String(p.userId),
    registrationNumber: p.registrationNumber,
    carManufacturer: p.carManufacturer,
    carModel: p.carModel,
    insurer: p.insurer ?? null,
    renewalDate: p.renewalDate,
    currentPremium: p.currentPremium ?? null,
    renewalOffer: p.renewalOffer ?? null,
    renewalOfferAddOns: p.renewalOfferAddOns ?? null,
    excess: p.excess ?? null,
    coverage: p.coverage ?? null,
    motExpiryDate: p.motExpiryDate ?? null,
    roadTaxExpiryDate: p.roadTaxExpiryDate ?? null,
    isActive: p.isActive,
  };
}

/** Every active policy of every user, for the reminder delivery sweep. */
export async function listActivePolicySummaries(): Promise<PolicySummary[]> {
  const docs = await PolicyModel.find({ isActive: true }, SUMMARY_FIELDS).lean<SummaryRecord[]>();
  return docs.map(toSummary);
}

/** Every policy of every user, for the market-trends refresh. */
export async function listAllPolicySummaries(): Promise<PolicySummary[]> {
  const docs = await PolicyModel.find({}, SUMMARY_FIELDS).lean<SummaryRecord[]>();
  return docs.map(toSummary);
}
