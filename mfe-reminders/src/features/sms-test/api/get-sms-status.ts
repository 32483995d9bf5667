// GET /api/sms/status: whether SMS is configured and the number it sends from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, QUERY_KEYS, smsStatusSchema } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const smsStatusQuery = queryOptions({
  queryKey: QUERY_KEYS.smsStatus,
  queryFn: async (context) => smsStatusSchema.parse(await read(context)),
});

export function useSmsStatus() {
  return useQuery(smsStatusQuery);
}
