import { bestQuoteDay, type BestQuoteDay, type Policy } from '@renewly/shared-contracts';

export interface QuoteWindowPolicy {
  policy: Policy;
  best: BestQuoteDay;
}

/** Active policies whose quote window (28 to 18 days before renewal, London) holds today, soonest renewal first. */
export function getQuotesThisWeek(policies: readonly Policy[], now: Date = new Date()): QuoteWindowPolicy[] {
  return policies
    .filter((p) => p.isActive)
    .flatMap((policy) => {
      const best = bestQuoteDay(policy.renewalDate, now);
      return best?.inWindow ? [{ policy, best }] : [];
    })
    .sort((a, b) => a.policy.renewalDate.localeCompare(b.policy.renewalDate));
}
