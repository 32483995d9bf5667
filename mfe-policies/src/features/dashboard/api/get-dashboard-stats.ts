// GET /api/dashboard/stats: activePolicies, upcomingRenewals, potentialSavings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedRead, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

export const dashboardStatsQuery = queryOptions({
  queryKey: QUERY_KEYS.dashboardStats,
  // checked with its schema, which (with zod) loads on demand; a first read is checked just after the load (checkedAnswer)
  queryFn: checkedRead(() => loadSchemas().then((s) => s.dashboardStatsSchema)),
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}
