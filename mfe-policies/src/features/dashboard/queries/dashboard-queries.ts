import { useQuery } from '@tanstack/react-query';
import {
  dashboardStatsSchema,
  getQueryFn,
  QUERY_KEYS,
  tipsResponseSchema,
  userSchema,
  type DashboardStats,
  type Tip,
  type User,
} from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });
const readUser = getQueryFn<unknown>({ on401: 'returnNull' });

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
  return useQuery<User | null>({
    queryKey: QUERY_KEYS.authUser,
    queryFn: async (context) => {
      const data = await readUser(context);
      return data == null ? null : userSchema.parse(data);
    },
  });
}
