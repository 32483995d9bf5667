// GET/POST/DELETE /api/calendar-feed: whether the private feed exists; "Create link"/"New link" answers with the URL
// (shown once: only its hash is kept); "Turn off" ends it. The key is the API path (spec §7); the settings page reads it
// first (the server draws the page from it).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, checkedRead, describeError, parsedAnswer, QUERY_KEYS, showToast } from '@renewly/shared-contracts';
import type { CalendarFeed } from '@renewly/shared-contracts/features/your-data';
import { YOUR_DATA_MESSAGES } from '@renewly/shared-contracts/features/your-data-messages';

export const CALENDAR_FEED_KEY = QUERY_KEYS.calendarFeed;

/** The feed's schema: with zod, loaded alongside a request, not with the page. */
const loadFeedSchema = () => import('@renewly/shared-contracts/features/your-data').then((m) => m.calendarFeedSchema);
const checkedFeed = (answer: Promise<unknown>): Promise<CalendarFeed> => parsedAnswer(answer, loadFeedSchema);

export const calendarFeedQuery = queryOptions({ queryKey: CALENDAR_FEED_KEY, queryFn: checkedRead(loadFeedSchema) });

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/** Creates the feed or replaces it; the old URL stops working at once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkedFeed(apiJson('POST', '/api/calendar-feed')),
    onSuccess: (feed: CalendarFeed) => queryClient.setQueryData(CALENDAR_FEED_KEY, { enabled: feed.enabled, createdAt: feed.createdAt }),
    onError: (error) => showToast({ title: 'Could not make a calendar link', description: describeError(error), variant: 'error' }),
  });
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkedFeed(apiJson('DELETE', '/api/calendar-feed')),
    onSuccess: (feed) => {
      queryClient.setQueryData(CALENDAR_FEED_KEY, feed);
      showToast({ title: YOUR_DATA_MESSAGES.feedTurnedOff, description: 'The link no longer works anywhere.', variant: 'success' });
    },
    onError: (error) => showToast({ title: 'Could not turn the feed off', description: describeError(error), variant: 'error' }),
  });
}
