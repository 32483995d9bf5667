// Issue 49: forwarded renewal emails read by the server and waiting for the user's review. The list is the policies
// page's line; one reading opens the review dialog (from that line or the bell's link '/policies?reading=<id>').
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, checkedRead, parsedAnswer, QUERY_KEYS } from '@renewly/shared-contracts';
import type { InboundReading, ReadingReviewed } from '@renewly/shared-contracts/features/inbound-readings';

const contracts = () => import('@renewly/shared-contracts/features/inbound-readings');
const loadList = () => contracts().then((m) => m.inboundReadingListSchema);
const loadOne = () => contracts().then((m) => m.inboundReadingSchema);

/** The list, a first read of the policies page (drawn by the server with it, so the page's first render waits for it). */
export const inboundReadingsQuery = queryOptions({ queryKey: QUERY_KEYS.inboundReadings, queryFn: checkedRead(loadList) });

export function useInboundReadings() {
  return useQuery(inboundReadingsQuery);
}

export function useInboundReading(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...QUERY_KEYS.inboundReadings, id],
    queryFn: () => parsedAnswer(apiJson('GET', `/api/inbound-readings/${encodeURIComponent(id)}`), loadOne) as Promise<InboundReading>,
    retry: false,
  });
}

/**
 * After the review is saved: the reading leaves the list; the bell is read again (its line may be marked read).
 * `keepNotice` keeps the email's held notice with that policy (issue 49 part 2); refused, the reading stays unread.
 */
export function useMarkReadingReviewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keepNotice }: { id: string } & ReadingReviewed) =>
      apiJson('POST', `/api/inbound-readings/${encodeURIComponent(id)}/reviewed`, keepNotice ? { keepNotice } : undefined),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inboundReadings }),
  });
}
