// POST /api/quotes/personalized/{policyId}, then the spec's toasts and a refresh of the policies (which carry the
// quotes) and of the dashboard's potential savings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, loadSchemas, parsedAnswer, QUERY_KEYS, showToast, TOASTS } from '@renewly/shared-contracts';

// zod comes with the schema (loaded alongside the request), not with the page's first load
export const generateQuotes = (policyId: string) =>
  parsedAnswer(apiJson<unknown>('POST', `/api/quotes/personalized/${encodeURIComponent(policyId)}`), () =>
    loadSchemas().then((s) => s.quoteListSchema),
  );

export function useGenerateQuotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQuotes,
    onSuccess: async (quotes) => {
      showToast({
        title: TOASTS.quotesGenerated,
        description: `${quotes.length} estimated quotes are ready. They are estimates, not offers.`,
        variant: 'success',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.policies }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.dashboardStats }),
      ]);
    },
    onError: () => showToast({ title: TOASTS.error, description: TOASTS.quotesFailed, variant: 'error' }),
  });
}
