// GET /api/user: the profile being edited (schema, fetcher, query options, hook).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

const readUser = getQueryFn<unknown>({ on401: 'throw' });

export const currentUserQuery = queryOptions({
  queryKey: QUERY_KEYS.currentUser,
  // zod comes with the schema (loaded alongside the read), not with the page's first load
  queryFn: async (context) => {
    const [body, { userSchema }] = await Promise.all([readUser(context), loadSchemas()]);
    return userSchema.parse(body);
  },
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
