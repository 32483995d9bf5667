// GET /api/dashboard/stats: activePolicies, upcomingRenewals, potentialSavings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const dashboardStatsQuery = queryOptions({
  queryKey: QUERY_KEYS.dashboardStats,
  // zod comes with the schema (loaded alongside the read), not with the page's first load
  queryFn: async (context) => {
    const [body, { dashboardStatsSchema }] = await Promise.all([read(context), loadSchemas()]);
    return dashboardStatsSchema.parse(body);
  },
});

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}
