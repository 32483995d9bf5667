// GET /api/policies: the policies reminders belong to (the group headers and the dialog's policy choice).
// The same key and schema as the policies app, so the shell's one cache serves both.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, readPolicies } from '@renewly/shared-contracts';

export const policiesQuery = queryOptions({ queryKey: QUERY_KEYS.policies, queryFn: readPolicies });

export function usePolicies() {
  return useQuery(policiesQuery);
}
