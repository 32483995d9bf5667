import type { Quote } from '@renewly/shared-contracts';
import { Schema, model, models, type Model, type Types } from 'mongoose';

/** A generated, estimated quote for one policy (the quotes feature creates them). */
export interface QuoteRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  policyId: Types.ObjectId;
  provider: string;
  rating: number;
  annualPremium: number;
  monthlyPremium: number;
  excess: number;
  coverage: string;
  purchaseUrl?: string | null;
  websiteUrl?: string | null;
  createdAt: Date;
}

const quoteSchema = new Schema<QuoteRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    provider: { type: String, required: true },
    rating: { type: Number, required: true },
    annualPremium: { type: Number, required: true, min: 0 },
    monthlyPremium: { type: Number, required: true, min: 0 },
    excess: { type: Number, required: true, min: 0 },
    coverage: { type: String, required: true },
    purchaseUrl: { type: String, default: null },
    websiteUrl: { type: String, default: null },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'quotes' },
);
quoteSchema.index({ userId: 1, policyId: 1, annualPremium: 1 }, { name: 'user_policy_premium' });
quoteSchema.index({ policyId: 1 }, { name: 'policy' });

export const QuoteModel: Model<QuoteRecord> =
  (models.Quote as Model<QuoteRecord> | undefined) ?? model<QuoteRecord>('Quote', quoteSchema);

/** A quote as the API shows it: the shared contract's Quote. */
export function toPublicQuote(q: QuoteRecord): Quote {
  return {
    id: String(q._id),
    policyId: String(q.policyId),
    provider: q.provider,
    rating: q.rating,
    annualPremium: q.annualPremium,
    monthlyPremium: q.monthlyPremium,
    excess: q.excess,
    coverage: q.coverage,
    purchaseUrl: q.purchaseUrl ?? null,
    websiteUrl: q.websiteUrl ?? null,
    createdAt: q.createdAt.toISOString(),
  };
}
