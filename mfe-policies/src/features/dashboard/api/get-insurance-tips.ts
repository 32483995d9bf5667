// GET /api/insurance-tips: the tips list (under 'tips').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedAnswer, getQueryFn, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const insuranceTipsQuery = queryOptions({
  queryKey: QUERY_KEYS.tips,
  // checked with its schema, which (with zod) loads on demand; a first read is checked just after the load (checkedAnswer)
  queryFn: async (context) => {
    return (await checkedAnswer(await read(context), () => loadSchemas().then((s) => s.tipsResponseSchema), context)).tips;
  },
});

export function useInsuranceTips() {
  return useQuery(insuranceTipsQuery);
}
