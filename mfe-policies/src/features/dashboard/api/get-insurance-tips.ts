// GET /api/insurance-tips: the tips list (under 'tips').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedRead, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

const read = checkedRead(() => loadSchemas().then((s) => s.tipsResponseSchema));

export const insuranceTipsQuery = queryOptions({
  queryKey: QUERY_KEYS.tips,
  // checked with its schema, which (with zod) loads on demand; a first read is checked just after the load (checkedAnswer)
  queryFn: async (context) => (await read(context)).tips,
});

export function useInsuranceTips() {
  return useQuery(insuranceTipsQuery);
}
