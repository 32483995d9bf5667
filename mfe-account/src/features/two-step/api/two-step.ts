// Issue 40: GET /api/two-step (on or off, recovery codes left), POST /api/two-step/setup (a new secret and its QR
// code), POST /api/two-step/enable (the first code: on, and the recovery codes), POST /api/two-step/recovery-codes
// (a new set), DELETE /api/two-step (off). The writes put the new status in the query's cache.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, checkedRead, QUERY_KEYS } from '@renewly/shared-contracts';
import type { RecoveryCodesAnswer, TwoStepSetup, TwoStepStatus } from '@renewly/shared-contracts/features/two-step-texts';

/** The status's schema: with zod, loaded alongside a request, not with the page. */
const loadStatusSchema = () => import('@renewly/shared-contracts/features/two-step').then((m) => m.twoStepStatusSchema);

export const twoStepStatusQuery = queryOptions({ queryKey: QUERY_KEYS.twoStep, queryFn: checkedRead<TwoStepStatus>(loadStatusSchema) });

export function useTwoStepStatus() {
  return useQuery(twoStepStatusQuery);
}

export function useStartTwoStepSetup() {
  return useMutation({ mutationFn: () => apiJson<TwoStepSetup>('POST', '/api/two-step/setup', {}), retry: false });
}

/** Enable, renew: the answer carries the codes (shown once) and the new status. */
function useCodesMutation(request: (code?: string) => Promise<RecoveryCodesAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => queryClient.setQueryData(QUERY_KEYS.twoStep, answer.status),
    retry: false,
  });
}

export const useEnableTwoStep = () =>
  useCodesMutation((code) => apiJson<RecoveryCodesAnswer>('POST', '/api/two-step/enable', { code }));

export const useRenewRecoveryCodes = () =>
  useCodesMutation(() => apiJson<RecoveryCodesAnswer>('POST', '/api/two-step/recovery-codes', {}));

export function useTurnOffTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<TwoStepStatus>('DELETE', '/api/two-step', {}),
    onSuccess: (status) => queryClient.setQueryData(QUERY_KEYS.twoStep, status),
    retry: false,
  });
}
