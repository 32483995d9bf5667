import { Types } from 'mongoose';
import { MAX_QUOTES_PER_VEHICLE, type Quote } from '@renewly/shared-contracts';
import { QuoteModel, toPublicQuote } from './quotes.model';

const oid = (id: string | Types.ObjectId) => (typeof id === 'string' ? new Types.ObjectId(id) : id);

/** The user's quotes grouped by policy id, cheapest first, at most 6 each (all policies when policyIds is omitted). */
export async function quotesByPolicy(userId: string, policyIds?: string[]): Promise<Map<string, Quote[]>> {
  const filter = policyIds
    ? { userId: oid(userId), policyId: { $in: policyIds.map(oid) } }
    : { userId: oid(userId) };
  const quotes = await QuoteModel.find(filter).sort({ annualPremium: 1, _id: 1 }).lean();
  const grouped = new Map<string, Quote[]>();
  for (const q of quotes) {
    const key = String(q.policyId);
    const list = grouped.get(key) ?? [];
    if (list.length < MAX_QUOTES_PER_VEHICLE) list.push(toPublicQuote(q));
    grouped.set(key, list);
  }
  return grouped;
}

/** The cheapest annual premium quoted for each of the given policies of the user (policies without quotes absent). */
export async function cheapestPremiumByPolicy(userId: string, policyIds: string[]): Promise<Map<string, number>> {
  if (policyIds.length === 0) return new Map();
  const quotes = await QuoteModel.find(
    { userId: oid(userId), policyId: { $in: policyIds.map(oid) } },
    { _id: 0, policyId: 1, annualPremium: 1 },
  ).lean();
  const cheapest = new Map<string, number>();
  for (const q of quotes) {
    const key = String(q.policyId);
    const best = cheapest.get(key);
    if (best === undefined || q.annualPremium < best) cheapest.set(key, q.annualPremium);
  }
  return cheapest;
}

/** Removes every quote of one of the user's policies (called when the policy is deleted). */
export async function deleteForPolicy(userId: string, policyId: string): Promise<number> {
  const r = await QuoteModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) });
  return r.deletedCount;
}
