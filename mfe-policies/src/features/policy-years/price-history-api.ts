// PUT /api/policies/{id}/terms: the earlier years of a policy, replaced as a whole (issue 39 §1).
import { useMutation } from '@tanstack/react-query';
import { apiJson, type Policy } from '@renewly/shared-contracts';
import type { TermsInput } from '@renewly/shared-contracts/features/policy-terms-input';
import { useInvalidatePolicyData } from '../policies/api/invalidate-policy-data';

export function useSaveTermHistory() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TermsInput }) => apiJson<Policy>('PUT', `/api/policies/${encodeURIComponent(id)}/terms`, body),
    onSuccess: invalidate,
  });
}
