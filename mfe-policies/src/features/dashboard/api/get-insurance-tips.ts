// GET /api/insurance-tips: the tips list (under 'tips').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const insuranceTipsQuery = queryOptions({
  queryKey: QUERY_KEYS.tips,
  // zod comes with the schema (loaded alongside the read), not with the page's first load
  queryFn: async (context) => {
    const [body, { tipsResponseSchema }] = await Promise.all([read(context), loadSchemas()]);
    return tipsResponseSchema.parse(body).tips;
  },
});

export function useInsuranceTips() {
  return useQuery(insuranceTipsQuery);
}
