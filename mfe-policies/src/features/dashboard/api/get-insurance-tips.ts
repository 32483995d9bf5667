// GET /api/insurance-tips: the tips list (under 'tips').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, QUERY_KEYS, tipsResponseSchema } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const insuranceTipsQuery = queryOptions({
  queryKey: QUERY_KEYS.tips,
  queryFn: async (context) => tipsResponseSchema.parse(await read(context)).tips,
});

export function useInsuranceTips() {
  return useQuery(insuranceTipsQuery);
}
