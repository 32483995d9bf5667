// PATCH /api/policies/{id}/status.
import { useMutation } from '@tanstack/react-query';
import { apiJson, type Policy } from '@renewly/shared-contracts';
import { useInvalidatePolicyData } from './invalidate-policy-data';

export function useSetPolicyActive() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiJson<Policy>('PATCH', `/api/policies/${encodeURIComponent(id)}/status`, { isActive }),
    onSuccess: invalidate,
  });
}
