import { Types } from 'mongoose';
import { type Quote } from '@renewly/shared-contracts';
import { plateAgeYears } from '@renewly/shared-contracts/features/plate-age';
import { ApiError } from '../../http/api-error';
import { findVehicle } from '../market/market-dataset';
import { findUserPolicy, POLICY_NOT_FOUND } from '../policies/policy-queries';
import { estimateQuotes } from './estimate';
import { QuoteModel, toPublicQuote } from './quotes.model';

export const INACTIVE_POLICY_MESSAGE = 'Quotes are only generated for active policies';

/**
 * Replaces the quotes of one of the user's active policies with fresh estimates (docs/quote-estimate.md).
 * Another user's policy is 404, an inactive one 409; in both cases nothing is written.
 */
export async function generateQuotes(userId: string, policyId: string, now: Date = new Date()): Promise<Quote[]> {
  const policy = await findUserPolicy(userId, policyId);
  if (!policy) throw new ApiError(404, POLICY_NOT_FOUND);
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
  await QuoteModel.deleteMany(ids);
  const created = await QuoteModel.insertMany(estimates.map((e) => ({ ...e, ...ids, createdAt: now })));
  return created.map((doc) => toPublicQuote(doc.toObject())).sort((a, b) => a.annualPremium - b.annualPremium);
}
