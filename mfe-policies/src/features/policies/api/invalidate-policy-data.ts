import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@renewly/shared-contracts';

/** Everything a policy change can alter. */
const POLICY_DEPENDENT_KEYS = [QUERY_KEYS.policies, QUERY_KEYS.dashboardStats, QUERY_KEYS.reminders] as const;

/** After any policy change the lists, the stats and the reminders are read again. */
export function useInvalidatePolicyData() {
  const queryClient = useQueryClient();
  return () => Promise.all(POLICY_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
