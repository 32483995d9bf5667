import { useQuery } from '@tanstack/react-query';
import { getQueryFn, userSchema, type User } from '@renewly/shared-contracts';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

const readAuthUser = getQueryFn<unknown>({ on401: 'returnNull' });

/** The signed-in user, or null when signed out (a 401 or a null answer, spec §4). */
export function useAuthUser() {
  return useQuery<User | null>({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: async (context) => {
      const data = await readAuthUser(context);
      return data == null ? null : userSchema.parse(data);
    },
  });
}
