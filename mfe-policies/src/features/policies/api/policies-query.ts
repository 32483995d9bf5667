import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getQueryFn, policySchema, type Policy } from '@renewly/shared-contracts';
import { POLICIES_KEY } from './query-keys';

const policyListSchema = z.array(policySchema);
const read = getQueryFn<unknown>({ on401: 'throw' });

/** The signed-in user's policies (GET /api/policies), checked against the shared schema. */
export function usePolicies() {
  return useQuery<Policy[]>({
    queryKey: POLICIES_KEY,
    queryFn: async (context) => policyListSchema.parse(await read(context)),
  });
}
