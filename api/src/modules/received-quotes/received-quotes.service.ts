// "Quotes you got" (issue 39 §3). Who may do what is the policy's sharing rule (policies/policy-access.ts): anyone
// who may read the policy lists its quotes; the owner and editors add, change and delete them; anyone else gets the
// policy's 404. A quote id that is not one of this policy's quotes is a 404 too.
import { Types } from 'mongoose';
import {
  cheapestLikeForLike,
  compareReceivedQuotes,
  MAX_RECEIVED_QUOTES_PER_TERM,
  RECEIVED_QUOTE_MESSAGES,
  type ReceivedQuote,
  type ReceivedQuoteInput,
  type ReceivedQuoteList,
} from '@renewly/shared-contracts/features/received-quotes';
import { ApiError } from '../../core/http/api-error';
import { requirePolicyAccess } from '../policies';
import type { PolicySummary } from '../policies';
import { ReceivedQuoteModel, toPublicReceivedQuote } from './received-quotes.model';

const oid = (id: string) => new Types.ObjectId(id);

/** The quotes of one term of a policy (the term named by its renewal date), cheapest first. */
export async function quotesForTerm(policyId: string, termRenewalDate: string): Promise<ReceivedQuote[]> {
  const docs = await ReceivedQuoteModel.find({ policyId: oid(policyId), termRenewalDate }).sort({ annualPrice: 1, _id: 1 }).lean();
  return docs.map(toPublicReceivedQuote);
}

/**
 * The current term's cheapest like-for-like quote of a policy (for the renewal decision's "Switched insurer"
 * prefill): insurer, annual price, excess, cover; null when there is none.
 */
export async function cheapestLikeForLikeOf(policy: PolicySummary) {
  return cheapestLikeForLike(policy, await quotesForTerm(policy.id, policy.renewalDate));
}

/** GET /api/policies/:id/received-quotes: the current term's list, and its cheapest like-for-like quote. */
export async function listReceivedQuotes(userId: string, policyId: string): Promise<ReceivedQuoteList> {
  const { policy } = await requirePolicyAccess(userId, policyId, 'read');
  const quotes = await quotesForTerm(policy.id, policy.renewalDate);
  return { policyId: policy.id, termRenewalDate: policy.renewalDate, quotes, cheapestLikeForLike: compareReceivedQuotes(policy, quotes).cheapest };
}

export async function addReceivedQuote(userId: string, policyId: string, input: ReceivedQuoteInput): Promise<ReceivedQuote> {
  const { policy, ownerId } = await requirePolicyAccess(userId, policyId, 'edit');
  const term = { policyId: oid(policy.id), termRenewalDate: policy.renewalDate };
  if ((await ReceivedQuoteModel.countDocuments(term)) >= MAX_RECEIVED_QUOTES_PER_TERM) throw new ApiError(409, RECEIVED_QUOTE_MESSAGES.tooMany);
  const now = new Date();
  const created = await ReceivedQuoteModel.create({ ...term, ...input, userId: oid(ownerId), recordedBy: oid(userId), createdAt: now, updatedAt: now });
  return toPublicReceivedQuote(created.toObject());
}

/** One of this policy's quotes (of any of its terms), or the 404 a quote of another policy gets. */
async function requireQuote(policyId: string, quoteId: string) {
  const quote = await ReceivedQuoteModel.findOne({ _id: oid(quoteId) }).limit(1).lean();
  if (!quote || String(quote.policyId) !== policyId) throw new ApiError(404, RECEIVED_QUOTE_MESSAGES.notFound);
  return quote;
}

export async function updateReceivedQuote(userId: string, policyId: string, quoteId: string, input: ReceivedQuoteInput): Promise<ReceivedQuote> {
  const { policy } = await requirePolicyAccess(userId, policyId, 'edit');
  const quote = await requireQuote(policy.id, quoteId);
  const updated = await ReceivedQuoteModel.findOneAndUpdate(
    { _id: quote._id, policyId: quote.policyId },
    { $set: { ...input, updatedAt: new Date() } },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new ApiError(404, RECEIVED_QUOTE_MESSAGES.notFound);
  return toPublicReceivedQuote(updated);
}

export async function deleteReceivedQuote(userId: string, policyId: string, quoteId: string): Promise<void> {
  const { policy } = await requirePolicyAccess(userId, policyId, 'edit');
  const quote = await requireQuote(policy.id, quoteId);
  await ReceivedQuoteModel.deleteOne({ _id: quote._id, policyId: quote.policyId });
}

/** Every quote of a policy, of every term (called when the policy is deleted). */
export async function deleteForPolicy(policyId: string): Promise<number> {
  return (await ReceivedQuoteModel.deleteMany({ policyId: oid(policyId) })).deletedCount;
}

/** The owner's quotes grouped by policy id, every term, oldest term first (the CSV export). */
export async function receivedQuotesByPolicy(userId: string): Promise<Map<string, ReceivedQuote[]>> {
  const docs = await ReceivedQuoteModel.find({ userId: oid(userId) }).sort({ termRenewalDate: 1, annualPrice: 1, _id: 1 }).lean();
  const grouped = new Map<string, ReceivedQuote[]>();
  for (const d of docs) {
    const key = String(d.policyId);
    grouped.set(key, [...(grouped.get(key) ?? []), toPublicReceivedQuote(d)]);
  }
  return grouped;
}
