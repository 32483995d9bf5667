// POST /api/policies/{id}/dvla-check ('Check with the DVLA now', issue 36): the answer is the policy as the card shows
// it; the lists, stats, reminders, the bell and the market insights may all have moved with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, QUERY_KEYS, type Policy } from '@renewly/shared-contracts';
import { useInvalidatePolicyData } from './invalidate-policy-data';

export function useCheckWithDvla() {
  const invalidate = useInvalidatePolicyData();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<Policy>('POST', `/api/policies/${encodeURIComponent(id)}/dvla-check`),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.marketTrends }),
      ]),
  });
}
