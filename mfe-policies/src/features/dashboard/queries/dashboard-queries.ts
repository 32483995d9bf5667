import { useQuery } from '@tanstack/react-query';
import {
  dashboardStatsSchema,
  getQueryFn,
  tipsResponseSchema,
  userSchema,
  type DashboardStats,
  type Tip,
  type User,
} from '@renewly/shared-contracts';
import { AUTH_USER_KEY, DASHBOARD_STATS_KEY, TIPS_KEY } from '../../policies/queries/query-keys';

const read = getQueryFn<unknown>({ on401: 'throw' });
const readUser = getQueryFn<unknown>({ on401: 'returnNull' });

export function useDashboardStats() {
  return useQuery<DashboardStats>({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: async (context) => dashboardStatsSchema.parse(await read(context)),
  });
}

export function useInsuranceTips() {
  return useQuery<Tip[]>({
    queryKey: TIPS_KEY,
    queryFn: async (context) => tipsResponseSchema.parse(await read(context)).tips,
  });
}

/** The same query the shell's auth gate fills: usually answered from the cache. */
export function useAuthUser() {
  return useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: async (context) => {
      const data = await readUser(context);
      return data == null ? null : userSchema.parse(data);
    },
  });
}
