// The policy's earlier years (issue 39 §1): the history edit, and the one-off migration of previousPremium.
import { Types } from 'mongoose';
import { currentTermStart, londonToday, oneYearOn, TERM_MESSAGES, termStartOutOfRange, type PolicyTerm } from '@renewly/shared-contracts';
import type { TermsInput } from '@renewly/shared-contracts/features/policy-terms-input';
import { ApiError } from '../../core/http/api-error';
import { requirePolicyAccess } from './policy-access';
import { POLICY_NOT_FOUND } from './policy-queries';
import { PolicyModel, type PolicyRecord, toPublicTerm } from './policies.model';

const oid = (id: string) => new Types.ObjectId(id);

/** Replaces the history of a policy the user owns or edits; the years must end by the current year's start. */
export async function replaceTermHistory(userId: string, policyId: string, terms: TermsInput['terms'], now: Date = new Date()): Promise<void> {
  const grant = await requirePolicyAccess(userId, policyId, 'edit');
  const p = await PolicyModel.findOne({ _id: oid(policyId) }, { renewalDate: 1, termStart: 1, registrationNumber: 1 }).limit(1).lean<PolicyRecord>();
  if (!p) throw new ApiError(404, POLICY_NOT_FOUND);
  const sorted = [...terms].sort((a, b) => (a.start < b.start ? -1 : 1));
  if (sorted.some((t) => t.end > currentTermStart(p))) throw new ApiError(400, TERM_MESSAGES.termAfterCurrent);
  // No year before the car was first registered (as its plate dates it), nor after next year.
  const outOfRange = sorted.map((t) => termStartOutOfRange(t.start, p.registrationNumber, londonToday(now))).find(Boolean);
  if (outOfRange) throw new ApiError(400, outOfRange);
  const stored: PolicyTerm[] = sorted.map((t) => toPublicTerm({ ...t, insurer: t.insurer ?? null, bought: t.bought ?? null }));
  const r = await PolicyModel.updateOne({ _id: oid(policyId), userId: oid(grant.ownerId) }, { $set: { terms: stored } });
  if (r.matchedCount === 0) throw new ApiError(404, POLICY_NOT_FOUND);
}

/**
 * One-off, at every start (idempotent, as the tips seed): a policy stored before issue 39 with a previousPremium gets
 * it as last year's term (the year before its current one). previousPremium itself stays, so nothing is lost; a
 * policy that already has a history is left alone, so running it again changes nothing. Returns how many it moved.
 */
export async function migratePreviousPremiumToTerms(): Promise<number> {
  const pending = await PolicyModel.find(
    { terms: { $exists: false }, previousPremium: { $exists: true, $nin: [null, ''] } },
    { renewalDate: 1, termStart: 1, previousPremium: 1 },
  ).lean<PolicyRecord[]>();
  let moved = 0;
  for (const p of pending) {
    const end = currentTermStart(p);
    const lastYear = toPublicTerm({ start: oneYearOn(end, -1), end, pricePaid: p.previousPremium ?? null });
    const r = await PolicyModel.updateOne({ _id: p._id, terms: { $exists: false } }, { $set: { terms: [lastYear] } });
    moved += r.modifiedCount;
  }
  return moved;
}
