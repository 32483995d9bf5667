// GET /api/policies: the vehicles to quote for, each with its stored quotes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, readPolicies } from '@renewly/shared-contracts';

export const policiesQuery = queryOptions({ queryKey: QUERY_KEYS.policies, queryFn: readPolicies });

export function usePolicies() {
  return useQuery(policiesQuery);
}
