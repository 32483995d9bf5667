// "Quotes you got" (issue 39 §3): GET, POST, PUT, DELETE /api/policies/:id/received-quotes[/:quoteId].
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, QUERY_KEYS } from '@renewly/shared-contracts';
import type { ReceivedQuote, ReceivedQuoteInput, ReceivedQuoteList } from '@renewly/shared-contracts/features/received-quotes';

const path = (policyId: string) => `/api/policies/${encodeURIComponent(policyId)}/received-quotes`;
export const receivedQuotesKey = (policyId: string) => [QUERY_KEYS.policies[0], policyId, 'received-quotes'] as const;

export function useReceivedQuotes(policyId: string) {
  return useQuery({ queryKey: receivedQuotesKey(policyId), queryFn: () => apiJson<ReceivedQuoteList>('GET', path(policyId)) });
}

function useRefresh(policyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: receivedQuotesKey(policyId) });
}

/** Adds a quote, or changes one when `quoteId` is given. */
export function useSaveReceivedQuote(policyId: string) {
  const refresh = useRefresh(policyId);
  return useMutation({
    mutationFn: ({ quoteId, body }: { quoteId?: string; body: ReceivedQuoteInput }) =>
      quoteId
        ? apiJson<ReceivedQuote>('PUT', `${path(policyId)}/${encodeURIComponent(quoteId)}`, body)
        : apiJson<ReceivedQuote>('POST', path(policyId), body),
    onSuccess: refresh,
  });
}

export function useDeleteReceivedQuote(policyId: string) {
  const refresh = useRefresh(policyId);
  return useMutation({
    mutationFn: async (quoteId: string) => {
      await apiRequest('DELETE', `${path(policyId)}/${encodeURIComponent(quoteId)}`);
    },
    onSuccess: refresh,
  });
}
