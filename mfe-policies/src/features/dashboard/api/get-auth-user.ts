// GET /api/auth/user: the same query the shell's auth gate fills, so usually answered from the cache.
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, readAuthUser } from '@renewly/shared-contracts';

export function useAuthUser() {
  return useQuery({ queryKey: QUERY_KEYS.authUser, queryFn: readAuthUser });
}
