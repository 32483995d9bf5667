// GET /api/policies: the signed-in user's policies, checked against the shared schema. Read by both features
// (the policies page and the dashboard's upcoming renewals), so it sits above them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, policySchema, QUERY_KEYS } from '@renewly/shared-contracts';

// `.array()` rather than z.array: the app then never imports zod itself, so it uses the one shared with the contracts.
const policyListSchema = policySchema.array();
const read = getQueryFn<unknown>({ on401: 'throw' });

export const policiesQuery = queryOptions({
  queryKey: QUERY_KEYS.policies,
  queryFn: async (context) => policyListSchema.parse(await read(context)),
});

export function usePolicies() {
  return useQuery(policiesQuery);
}
