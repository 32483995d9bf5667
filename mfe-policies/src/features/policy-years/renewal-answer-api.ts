// POST /api/policies/{id}/renewal: "What happened at renewal?" (issue 39 §5).
import { useMutation } from '@tanstack/react-query';
import { apiJson, type Policy } from '@renewly/shared-contracts';
import type { RenewalAnswer } from '@renewly/shared-contracts/features/policy-terms-input';
import { useInvalidatePolicyData } from '../policies/api/invalidate-policy-data';

export function useAnswerRenewal() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RenewalAnswer }) => apiJson<Policy>('POST', `/api/policies/${encodeURIComponent(id)}/renewal`, body),
    onSuccess: invalidate,
  });
}
