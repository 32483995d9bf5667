import { useQuery } from '@tanstack/react-query';
import {
  dashboardStatsSchema,
  getQueryFn,
  QUERY_KEYS,
  tipsResponseSchema,
  readAuthUser,
  type DashboardStats,
  type Tip,
} from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export function useDashboardStats() {
  return useQuery<DashboardStats>({
    queryKey: QUERY_KEYS.dashboardStats,
    queryFn: async (context) => dashboardStatsSchema.parse(await read(context)),
  });
}

export function useInsuranceTips() {
  return useQuery<Tip[]>({
    queryKey: QUERY_KEYS.tips,
    queryFn: async (context) => tipsResponseSchema.parse(await read(context)).tips,
  });
}

/** The same query the shell's auth gate fills: usually answered from the cache. */
export function useAuthUser() {
  return useQuery({ queryKey: QUERY_KEYS.authUser, queryFn: readAuthUser });
}
