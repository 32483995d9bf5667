import { useQuery } from '@tanstack/react-query';
import { getQueryFn, userSchema, type User } from '@renewly/shared-contracts';

export const CURRENT_USER_QUERY_KEY = ['/api/user'] as const;

const readUser = getQueryFn<unknown>({ on401: 'throw' });

/** GET /api/user: the profile being edited. */
export function useCurrentUser() {
  return useQuery<User>({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: async (context) => userSchema.parse(await readUser(context)),
  });
}
