import { useQuery } from '@tanstack/react-query';
import { getQueryFn, policySchema, QUERY_KEYS, type Policy } from '@renewly/shared-contracts';


// `.array()` rather than z.array: the app then never imports zod itself, so it uses the one shared with the contracts.
const policyListSchema = policySchema.array();
const read = getQueryFn<unknown>({ on401: 'throw' });

/** The signed-in user's policies (GET /api/policies), checked against the shared schema. */
export function usePolicies() {
  return useQuery<Policy[]>({
    queryKey: QUERY_KEYS.policies,
    queryFn: async (context) => policyListSchema.parse(await read(context)),
  });
}
