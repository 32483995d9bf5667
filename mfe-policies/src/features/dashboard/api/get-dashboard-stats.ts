// GET /api/dashboard/stats: activePolicies, upcomingRenewals, potentialSavings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardStatsSchema, getQueryFn, QUERY_KEYS } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const dashboardStatsQuery = queryOptions({
  queryKey: QUERY_KEYS.dashboardStats,
  queryFn: async (context) => dashboardStatsSchema.parse(await read(context)),
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}
