// GET /api/reminders: the user's reminders, each with when it is next delivered and its delivery log.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, QUERY_KEYS, reminderListSchema } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const remindersQuery = queryOptions({
  queryKey: QUERY_KEYS.reminders,
  queryFn: async (context) => reminderListSchema.parse(await read(context)),
});

export function useReminders() {
  return useQuery(remindersQuery);
}
