import { QUERY_KEYS } from '@renewly/shared-contracts';

/** Everything a policy change can alter. */
export const POLICY_DEPENDENT_KEYS = [QUERY_KEYS.policies, QUERY_KEYS.dashboardStats, QUERY_KEYS.reminders] as const;
