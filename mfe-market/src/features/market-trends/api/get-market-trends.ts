// GET /api/market-trends/user-vehicles: one {policy, trends} per vehicle of the user.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedAnswer, getQueryFn, QUERY_KEYS, type QueryFnContext } from '@renewly/shared-contracts';
import type { MarketTrendsItem } from '@renewly/shared-contracts/features/market';

const read = getQueryFn<unknown>({ on401: 'throw' });

// The schema brings this app's own copy of zod (a features contract is bundled per app): loaded on demand (checkedAnswer)
// rather than evaluated with the page, whose first paint needs none of it.
async function readMarketTrends(context: QueryFnContext): Promise<MarketTrendsItem[]> {
  const body = await read(context);
  return checkedAnswer(body, () => import('@renewly/shared-contracts/features/market').then((m) => m.marketTrendsResponseSchema), context);
}

export const marketTrendsQuery = queryOptions({ queryKey: QUERY_KEYS.marketTrends, queryFn: readMarketTrends });

export function useMarketTrends() {
  return useQuery(marketTrendsQuery);
}
