import {
  daysToRenewal,
  policyStatus,
  POLICY_FILTER_OPTIONS,
  type Policy,
  type PolicyFilter,
  type PolicyStatus,
} from '@renewly/shared-contracts';

type Filterable = Pick<Policy, 'isActive' | 'renewalDate'>;

/** The date-based status of a policy today (London calendar). */
export function statusOf(policy: Pick<Policy, 'renewalDate'>, now: Date = new Date()): PolicyStatus {
  return policyStatus(daysToRenewal(policy.renewalDate, now));
}

/** Does the policy belong under the filter? The four date statuses apply to every policy, active or not. */
export function matchesFilter(policy: Filterable, filter: PolicyFilter, now: Date = new Date()): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'active-only':
      return policy.isActive;
    case 'inactive-only':
      return !policy.isActive;
    default:
      return statusOf(policy, now) === filter;
  }
}

export function filterPolicies<T extends Filterable>(policies: readonly T[], filter: PolicyFilter, now = new Date()): T[] {
  return policies.filter((p) => matchesFilter(p, filter, now));
}

/** A count for each of the seven filter options. */
export function filterCounts(policies: readonly Filterable[], now: Date = new Date()): Record<PolicyFilter, number> {
  const counts = Object.fromEntries(POLICY_FILTER_OPTIONS.map((o) => [o.value, 0])) as Record<PolicyFilter, number>;
  for (const policy of policies) {
    for (const option of POLICY_FILTER_OPTIONS) {
      if (matchesFilter(policy, option.value, now)) counts[option.value] += 1;
    }
  }
  return counts;
}

export function isPolicyFilter(value: unknown): value is PolicyFilter {
  return POLICY_FILTER_OPTIONS.some((o) => o.value === value);
}
