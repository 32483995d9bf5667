// GET /api/market-trends/user-vehicles: one {policy, trends} per vehicle of the user.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedRead, QUERY_KEYS } from '@renewly/shared-contracts';

// The schema brings this app's own copy of zod (a features contract is bundled per app): loaded on demand (checkedRead)
// rather than evaluated with the page, whose first paint needs none of it.
const readMarketTrends = checkedRead(() => import('@renewly/shared-contracts/features/market').then((m) => m.marketTrendsResponseSchema));

export const marketTrendsQuery = queryOptions({ queryKey: QUERY_KEYS.marketTrends, queryFn: readMarketTrends });

export function useMarketTrends() {
  return useQuery(marketTrendsQuery);
}
