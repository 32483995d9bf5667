import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, readAuthUser } from '@renewly/shared-contracts';
import { fetchOrTakeEarly } from '../early-requests';

/** The signed-in user, or null when signed out (a 401 or a null answer, spec §4); the first read takes the early one. */
export function useAuthUser() {
  return useQuery({ queryKey: QUERY_KEYS.authUser, queryFn: (context) => readAuthUser(context, fetchOrTakeEarly) });
}
