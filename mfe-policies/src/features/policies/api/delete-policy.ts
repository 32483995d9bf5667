// DELETE /api/policies/{id}.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@renewly/shared-contracts';
import { useInvalidatePolicyData } from './invalidate-policy-data';

export function useDeletePolicy() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/policies/${encodeURIComponent(id)}`);
    },
    onSuccess: invalidate,
  });
}
