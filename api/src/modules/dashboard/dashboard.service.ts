import { Types } from 'mongoose';
import { daysToRenewal, UPCOMING_WINDOW_DAYS, type DashboardStats } from '@renewly/shared-contracts';
import { PolicyModel } from '../policies/policies.model';
import { QuoteModel } from '../quotes/quotes.model';

/**
 * activePolicies: policies with the active flag on. upcomingRenewals: active ones renewing in 0-60 days (London
 * calendar). potentialSavings: over active policies, current premium minus the cheapest quote, never below 0.
 */
export async function dashboardStats(userId: string, now: Date = new Date()): Promise<DashboardStats> {
  const owner = new Types.ObjectId(userId);
  const active = await PolicyModel.find(
    { userId: owner, isActive: true },
    { _id: 1, renewalDate: 1, currentPremium: 1 },
  ).lean();

  const upcomingRenewals = active.filter((p) => {
    const days = daysToRenewal(p.renewalDate, now);
    return days >= 0 && days <= UPCOMING_WINDOW_DAYS;
  }).length;

  let potentialSavings = 0;
  if (active.length > 0) {
    const quotes = await QuoteModel.find(
      { userId: owner, policyId: { $in: active.map((p) => p._id) } },
      { _id: 0, policyId: 1, annualPremium: 1 },
    ).lean();
    const cheapest = new Map<string, number>();
    for (const q of quotes) {
      const key = String(q.policyId);
      const best = cheapest.get(key);
      if (best === undefined || q.annualPremium < best) cheapest.set(key, q.annualPremium);
    }
    for (const p of active) {
      const premium = Number(p.currentPremium);
      const best = cheapest.get(String(p._id));
      if (best !== undefined && p.currentPremium && Number.isFinite(premium)) {
        potentialSavings += Math.max(0, premium - best);
      }
    }
  }

  return {
    activePolicies: active.length,
    upcomingRenewals,
    potentialSavings: Math.round(potentialSavings * 100) / 100,
  };
}
