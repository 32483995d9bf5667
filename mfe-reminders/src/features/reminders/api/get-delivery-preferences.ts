// GET /api/user/delivery-preferences: the channels a new reminder starts with, and the delivery hour shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedAnswer, getQueryFn, QUERY_KEYS, type QueryFnContext } from '@renewly/shared-contracts';
import type { DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';

// The schema brings this app's own copy of zod (a features contract is bundled per app): loaded on demand (checkedAnswer)
// rather than evaluated with the page, whose first paint needs none of it.
async function readDeliveryPreferences(context: QueryFnContext): Promise<DeliveryPreferences> {
  const body = await getQueryFn<unknown>({ on401: 'throw' })(context);
  return checkedAnswer(body, () => import('@renewly/shared-contracts/features/delivery-preferences').then((m) => m.deliveryPreferencesSchema), context);
}

export const deliveryPreferencesQuery = queryOptions({ queryKey: QUERY_KEYS.deliveryPreferences, queryFn: readDeliveryPreferences });

export function useDeliveryPreferences() {
  return useQuery(deliveryPreferencesQuery);
}
