// GET /api/policies: the signed-in user's policies, checked against the shared schema. Read by both features
// (the policies page and the dashboard's upcoming renewals), so it sits above them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, readPolicies } from '@renewly/shared-contracts';

export const policiesQuery = queryOptions({ queryKey: QUERY_KEYS.policies, queryFn: readPolicies });

export function usePolicies() {
  return useQuery(policiesQuery);
}
