// GET /api/policies: the vehicles to quote for, each with its stored quotes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, policySchema, QUERY_KEYS } from '@renewly/shared-contracts';

const policyListSchema = policySchema.array();
const read = getQueryFn<unknown>({ on401: 'throw' });

export const policiesQuery = queryOptions({
  queryKey: QUERY_KEYS.policies,
  queryFn: async (context) => policyListSchema.parse(await read(context)),
});

export function usePolicies() {
  return useQuery(policiesQuery);
}
