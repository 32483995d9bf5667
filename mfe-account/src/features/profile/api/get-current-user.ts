// GET /api/user: the profile being edited (schema, fetcher, query options, hook).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, QUERY_KEYS, userSchema } from '@renewly/shared-contracts';

const readUser = getQueryFn<unknown>({ on401: 'throw' });

export const currentUserQuery = queryOptions({
  queryKey: QUERY_KEYS.currentUser,
  queryFn: async (context) => userSchema.parse(await readUser(context)),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
