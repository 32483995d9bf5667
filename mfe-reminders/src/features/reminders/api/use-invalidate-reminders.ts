import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@renewly/shared-contracts';

/** After any reminder change the list is read again (it carries the next delivery and the log). */
export function useInvalidateReminders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.reminders });
}
