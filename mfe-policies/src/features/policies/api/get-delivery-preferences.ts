// GET /api/user/delivery-preferences: the channels new reminders start with (the policy dialog's reminder part).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryPreferencesSchema, getQueryFn, QUERY_KEYS } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const deliveryPreferencesQuery = queryOptions({
  queryKey: QUERY_KEYS.deliveryPreferences,
  queryFn: async (context) => deliveryPreferencesSchema.parse(await read(context)),
});

export function useDeliveryPreferences() {
  return useQuery(deliveryPreferencesQuery);
}
