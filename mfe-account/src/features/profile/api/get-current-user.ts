// GET /api/user: the profile being edited (schema, fetcher, query options, hook).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedRead, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

export const currentUserQuery = queryOptions({
  queryKey: QUERY_KEYS.currentUser,
  // checked with its schema, which (with zod) loads on demand; a first read is checked just after the load (checkedAnswer)
  queryFn: checkedRead(() => loadSchemas().then((s) => s.userSchema)),
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
