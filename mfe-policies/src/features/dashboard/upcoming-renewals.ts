import {
  daysToRenewal,
  policyStatus,
  UPCOMING_WINDOW_DAYS,
  URGENT_WINDOW_DAYS,
  type Policy,
  type PolicyStatus,
} from '@renewly/shared-contracts';

export interface UpcomingRenewal {
  policy: Policy;
  days: number;
  /** The shared date rule's status: a policy renewing today is already 'expired'. */
  status: PolicyStatus;
  /** 30 days or less: shown as a warning. */
  soon: boolean;
}

/** Active policies renewing in 0-60 days (London calendar), soonest first. */
export function upcomingRenewals(policies: readonly Policy[], now: Date = new Date()): UpcomingRenewal[] {
  return policies
    .filter((p) => p.isActive)
    .map((policy) => ({ policy, days: daysToRenewal(policy.renewalDate, now) }))
    .filter(({ days }) => days >= 0 && days <= UPCOMING_WINDOW_DAYS)
    .sort((a, b) => a.days - b.days)
    .map((r) => ({ ...r, status: policyStatus(r.days), soon: r.days <= URGENT_WINDOW_DAYS }));
}
