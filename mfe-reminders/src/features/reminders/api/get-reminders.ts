// GET /api/reminders: the user's reminders, each with when it is next delivered and its delivery log.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedAnswer, getQueryFn, loadSchemas, QUERY_KEYS } from '@renewly/shared-contracts';

const read = getQueryFn<unknown>({ on401: 'throw' });

export const remindersQuery = queryOptions({
  queryKey: QUERY_KEYS.reminders,
  // checked with its schema, which (with zod) loads on demand; a first read is checked just after the load (checkedAnswer)
  queryFn: async (context) => {
    return checkedAnswer(await read(context), () => loadSchemas().then((s) => s.reminderListSchema), context);
  },
});

export function useReminders() {
  return useQuery(remindersQuery);
}
