// GET /api/sms/status: whether this server can send SMS at all (issue 51 item 24: without it, the mobile number
// cannot be verified, and the profile says so instead of asking for a code that never comes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkedRead, QUERY_KEYS } from '@renewly/shared-contracts';

export const smsStatusQuery = queryOptions({
  queryKey: QUERY_KEYS.smsStatus,
  queryFn: checkedRead(() => import('@renewly/shared-contracts/features/sms').then((m) => m.smsStatusSchema)),
});

export function useSmsStatus() {
  return useQuery(smsStatusQuery);
}
