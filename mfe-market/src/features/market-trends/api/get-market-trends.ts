// GET /api/market-trends/user-vehicles: one {policy, trends} per vehicle of the user.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, QUERY_KEYS } from '@renewly/shared-contracts';
import { marketTrendsItemSchema } from '@renewly/shared-contracts/features/market';

const responseSchema = marketTrendsItemSchema.array();
const read = getQueryFn<unknown>({ on401: 'throw' });

export const marketTrendsQuery = queryOptions({
  queryKey: QUERY_KEYS.marketTrends,
  queryFn: async (context) => responseSchema.parse(await read(context)),
});

export function useMarketTrends() {
  return useQuery(marketTrendsQuery);
}
