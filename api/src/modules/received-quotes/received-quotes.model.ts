// "Quotes you got" (issue 39 §3): the real quotes a user was given for one of their policies, kept per insurance year
// (term). A quote's term is the policy's renewal date when it was recorded: once the policy rolls into its next year
// (its renewal date moves), the new year's list starts empty and this one stays with its term.
// Stored under the policy owner's `userId` (an editor's quote is the owner's data, as the policy is): export and
// erasure find it by `userId`, and erasure also by `policyId` (user-data-models.ts).
import { Schema, model, models, type Model, type Types } from 'mongoose';
import { COVERAGE_OPTIONS, QUOTE_ADD_ONS } from '@renewly/shared-contracts';
import { RECEIVED_QUOTE_SOURCES, type ReceivedQuote } from '@renewly/shared-contracts/features/received-quotes';

/** The page's ReceivedQuote as stored: ObjectIds and Dates where the page has strings, plus owner and recorder. */
export interface ReceivedQuoteRecord extends Omit<ReceivedQuote, 'id' | 'policyId' | 'createdAt' | 'updatedAt'> {
  _id: Types.ObjectId;
  /** The policy's owner. */
  userId: Types.ObjectId;
  policyId: Types.ObjectId;
  /** Who recorded it (the owner or an editor). */
  recordedBy: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const receivedQuoteSchema = new Schema<ReceivedQuoteRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    termRenewalDate: { type: String, required: true },
    insurer: { type: String, required: true },
    annualPrice: { type: Number, required: true, min: 0 },
    excess: { type: Number, required: true, min: 0 },
    coverage: { type: String, required: true, enum: COVERAGE_OPTIONS },
    source: { type: String, required: true, enum: RECEIVED_QUOTE_SOURCES },
    quotedOn: { type: String, required: true },
    reference: { type: String, default: null },
    // Absent on a quote recorded before issue 51 (its add-ons not checked).
    addOns: { type: [{ type: String, enum: QUOTE_ADD_ONS }], default: undefined },
    recordedBy: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
    updatedAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'received_quotes' },
);
receivedQuoteSchema.index({ policyId: 1, termRenewalDate: 1 }, { name: 'policy_term' });
receivedQuoteSchema.index({ userId: 1 }, { name: 'user' });

export const ReceivedQuoteModel: Model<ReceivedQuoteRecord> =
  (models.ReceivedQuote as Model<ReceivedQuoteRecord> | undefined) ?? model<ReceivedQuoteRecord>('ReceivedQuote', receivedQuoteSchema);

/** A quote as the API shows it. */
export function toPublicReceivedQuote(q: ReceivedQuoteRecord): ReceivedQuote {
  return {
    id: String(q._id),
    policyId: String(q.policyId),
    termRenewalDate: q.termRenewalDate,
    insurer: q.insurer,
    annualPrice: q.annualPrice,
    excess: q.excess,
    coverage: q.coverage,
    source: q.source,
    quotedOn: q.quotedOn,
    reference: q.reference ?? null,
    addOns: q.addOns ?? null,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}
