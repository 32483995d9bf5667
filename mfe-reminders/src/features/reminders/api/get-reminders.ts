// GET /api/reminders: the user's reminders, each with when it is next delivered and its delivery log.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, readReminders } from '@renewly/shared-contracts';

export const remindersQuery = queryOptions({
  queryKey: QUERY_KEYS.reminders,
  // checked with its schema, which (with zod) loads on demand; a first read is checked just after the load (checkedAnswer)
  queryFn: readReminders,
});

export function useReminders() {
  return useQuery(remindersQuery);
}
