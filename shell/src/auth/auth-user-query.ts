import { useQuery } from '@tanstack/react-query';
import { getQueryFn, QUERY_KEYS, userSchema, type User } from '@renewly/shared-contracts';

const readAuthUser = getQueryFn<unknown>({ on401: 'returnNull' });

/** The signed-in user, or null when signed out (a 401 or a null answer, spec §4). */
export function useAuthUser() {
  return useQuery<User | null>({
    queryKey: QUERY_KEYS.authUser,
    queryFn: async (context) => {
      const data = await readAuthUser(context);
      return data == null ? null : userSchema.parse(data);
    },
  });
}
