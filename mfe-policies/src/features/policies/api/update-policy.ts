// PUT /api/policies/{id}.
import { useMutation } from '@tanstack/react-query';
import { apiJson, type Policy, type PolicyInputBody } from '@renewly/shared-contracts';
import { useInvalidatePolicyData } from './invalidate-policy-data';

export function useUpdatePolicy() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PolicyInputBody }) =>
      apiJson<Policy>('PUT', `/api/policies/${encodeURIComponent(id)}`, body),
    onSuccess: invalidate,
  });
}
