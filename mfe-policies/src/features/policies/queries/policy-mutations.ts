import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, type CreatedPolicy, type Policy, type PolicyInputBody } from '@renewly/shared-contracts';
import { POLICY_DEPENDENT_KEYS } from './query-keys';

export type { CreatedPolicy };

/** After any policy change the lists, the stats and the reminders are read again. */
function useInvalidatePolicyData() {
  const queryClient = useQueryClient();
  return () => Promise.all(POLICY_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useCreatePolicy() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: (body: PolicyInputBody) => apiJson<CreatedPolicy>('POST', '/api/policies', body),
    onSuccess: invalidate,
  });
}

export function useUpdatePolicy() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PolicyInputBody }) =>
      apiJson<Policy>('PUT', `/api/policies/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}

export function useSetPolicyActive() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiJson<Policy>('PATCH', `/api/policies/${encodeURIComponent(id)}/status`, { isActive }),
    onSuccess: invalidate,
  });
}

export function useDeletePolicy() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/policies/${encodeURIComponent(id)}`);
    },
    onSuccess: invalidate,
  });
}
