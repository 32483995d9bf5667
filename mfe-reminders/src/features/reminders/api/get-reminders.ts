// GET /api/reminders: the user's reminders, each with when it is next delivered and its delivery log.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const remindersQuery = queryOptions({
  queryKey: QUERY_KEYS.reminders,
  // zod comes with the schema (loaded alongside the read), not with the page's first load
  queryFn: async (context) => {
    const [body, { reminderListSchema }] = await Promise.all([read(context), loadSchemas()]);
    return reminderListSchema.parse(body);
  },
});

export function useReminders() {
  return useQuery(remindersQuery);
}
