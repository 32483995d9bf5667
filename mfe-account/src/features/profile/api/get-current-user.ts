// GET /api/user: the profile being edited (schema, fetcher, query options, hook).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedAnswer, getQueryFn, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

const readUser = getQueryFn<unknown>({ on401: 'throw' });

export const currentUserQuery = queryOptions({
  queryKey: QUERY_KEYS.currentUser,
  // checked with its schema, which (with zod) loads on demand; a first read is checked just after the load (checkedAnswer)
  queryFn: async (context) => {
    return checkedAnswer(await readUser(context), () => loadSchemas().then((s) => s.userSchema), context);
  },
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
