// GET /api/policies: the policies reminders belong to (the group headers and the dialog's policy choice).
// The same key and schema as the policies app, so the shell's one cache serves both.
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
