// GET /api/dashboard/stats: activePolicies, upcomingRenewals, potentialSavings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedAnswer, getQueryFn, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const dashboardStatsQuery = queryOptions({
  queryKey: QUERY_KEYS.dashboardStats,
  // checked with its schema, which (with zod) loads on demand; a first read is checked just after the load (checkedAnswer)
  queryFn: async (context) => {
    return checkedAnswer(await read(context), () => loadSchemas().then((s) => s.dashboardStatsSchema), context);
  },
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}
