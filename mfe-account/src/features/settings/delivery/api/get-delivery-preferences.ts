// GET /api/user/delivery-preferences (schema, fetcher, query options, hook).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '@renewly/shared-contracts';
// Its schema (with this app's own zod) loads on demand, not with the page.
import { readDeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences-read';

export const deliveryPreferencesQuery = queryOptions({ queryKey: QUERY_KEYS.deliveryPreferences, queryFn: readDeliveryPreferences });

export function useDeliveryPreferences() {
  return useQuery(deliveryPreferencesQuery);
}
