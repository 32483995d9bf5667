import { daysToRenewal, UPCOMING_WINDOW_DAYS, type DashboardStats } from '@renewly/shared-contracts';
import { listReadablePolicySummaries } from '../policies';
import { cheapestPremiumByPolicy } from '../quotes';

/**
 * activePolicies: policies with the active flag on. upcomingRenewals: active ones renewing in 0-60 days (London
 * calendar). potentialSavings: over active policies, current premium minus the cheapest quote, never below 0.
 */
export async function dashboardStats(userId: string, now: Date = new Date()): Promise<DashboardStats> {
  // Policies shared with the user count too; the savings use the user's own quotes for them.
  const active = await listReadablePolicySummaries(userId, { activeOnly: true });

  const upcomingRenewals = active.filter((p) => {
    const days = daysToRenewal(p.renewalDate, now);
    return days >= 0 && days <= UPCOMING_WINDOW_DAYS;
  }).length;

  let potentialSavings = 0;
  const cheapest = await cheapestPremiumByPolicy(
    userId,
    active.map((p) => p.id),
  );
  for (const p of active) {
    const premium = Number(p.currentPremium);
    const best = cheapest.get(p.id);
    if (best !== undefined && p.currentPremium && Number.isFinite(premium)) {
      potentialSavings += Math.max(0, premium - best);
    }
  }

  return {
    activePolicies: active.length,
    upcomingRenewals,
    potentialSavings: Math.round(potentialSavings * 100) / 100,
  };
}
