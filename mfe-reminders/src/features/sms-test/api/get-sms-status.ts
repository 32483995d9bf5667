// GET /api/sms/status: whether SMS is configured and the number it sends from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, QUERY_KEYS } from '@renewly/shared-contracts';
import { smsStatusSchema } from '@renewly/shared-contracts/features/sms';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const smsStatusQuery = queryOptions({
  queryKey: QUERY_KEYS.smsStatus,
  queryFn: async (context) => smsStatusSchema.parse(await read(context)),
});

export function useSmsStatus() {
  return useQuery(smsStatusQuery);
}
