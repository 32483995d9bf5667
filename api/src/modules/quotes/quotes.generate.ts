import { Types } from 'mongoose';
import { type Quote } from '@renewly/shared-contracts';
import { plateAgeYears } from '@renewly/shared-contracts/features/plate-age';
import { ApiError } from '../../core/http/api-error';
import { ClaimModel, claimOnce } from '../../core/db/claim';
import { findVehicle } from '../market';
import { requirePolicyAccess } from '../policies';
import { estimateQuotes } from './estimate';
import { QuoteModel, toPublicQuote } from './quotes.model';

export const INACTIVE_POLICY_MESSAGE = 'Quotes are only generated for active policies';

/**
 * Replaces the quotes of one of the user's active policies with fresh estimates (docs/quote-estimate.md).
 * Another user's policy is 404, an inactive one 409; in both cases nothing is written.
 */
export async function generateQuotes(userId: string, policyId: string, now: Date = new Date()): Promise<Quote[]> {
  // Viewers and editors too: their quotes are their own (kept under their userId).
  const { policy, access } = await requirePolicyAccess(userId, policyId, 'read');
  if (!policy.isActive) throw new ApiError(409, INACTIVE_POLICY_MESSAGE);

  const premium = policy.currentPremium === null ? NaN : Number(policy.currentPremium);
  const estimates = estimateQuotes({
    registrationNumber: policy.registrationNumber,
    currentPremium: Number.isFinite(premium) ? premium : null,
    coverage: policy.coverage,
    excess: policy.excess,
    segment: findVehicle(policy.carManufacturer, policy.carModel)?.segment ?? null,
    ageYears: plateAgeYears(policy.registrationNumber, now),
  });

  const ids = { userId: new Types.ObjectId(userId), policyId: new Types.ObjectId(policyId) };
  // One generation per policy at a time, across processes: a second request while one runs (a double click, two
  // tabs) would otherwise interleave its delete and insert with the first's and store two sets.
  // The owner's claim is keyed by the policy alone (as before sharing); a member's by policy and member.
  const key = access === 'owner' ? policyId : `${policyId}:${userId}`;
  if (!(await claimGeneration(key, now))) throw new ApiError(409, GENERATION_RUNNING_MESSAGE);
  try {
    await QuoteModel.deleteMany(ids);
    const created = await QuoteModel.insertMany(estimates.map((e) => ({ ...e, ...ids, createdAt: now })));
    return created.map((doc) => toPublicQuote(doc.toObject())).sort((a, b) => a.annualPremium - b.annualPremium);
  } finally {
    await ClaimModel.deleteOne({ kind: GENERATION_CLAIM, key });
  }
}

export const GENERATION_RUNNING_MESSAGE = 'Quotes for this policy are being generated. Please wait a moment.';
const GENERATION_CLAIM = 'quotes-generation';
/** A claim older than this was left by a process that died mid-generation: it is taken over. */
const STALE_CLAIM_MS = 30_000;

/** Claims the policy's generation by an insert under the claims' unique key (FerretDB's findAndModify is not atomic). */
async function claimGeneration(policyId: string, now: Date): Promise<boolean> {
  if (await claimOnce(GENERATION_CLAIM, policyId)) return true;
  const stale = await ClaimModel.deleteOne({ kind: GENERATION_CLAIM, key: policyId, claimedAt: { $lt: new Date(now.getTime() - STALE_CLAIM_MS) } });
  return stale.deletedCount === 1 && claimOnce(GENERATION_CLAIM, policyId);
}
