// GET/POST/PUT /api/forwarding-address (issue 49): the user's private address for forwarding renewal emails; "Make a
// new address" replaces it, "Turn off"/"Turn on" keep it. A 403 reauthRequired asks "Confirm it's you" (apiJson).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, checkedRead, describeError, parsedAnswer, QUERY_KEYS, showToast } from '@renewly/shared-contracts';
import type { ForwardingAddress } from '@renewly/shared-contracts/features/forwarding-address';

const KEY = QUERY_KEYS.forwardingAddress;
const loadSchema = () => import('@renewly/shared-contracts/features/forwarding-address').then((m) => m.forwardingAddressSchema);

export const forwardingAddressQuery = queryOptions({ queryKey: KEY, queryFn: checkedRead(loadSchema) });

export function useForwardingAddress() {
  return useQuery(forwardingAddressQuery);
}

/** Makes the address, or replaces it: the old one stops taking mail at once. */
export function useMakeForwardingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => parsedAnswer(apiJson('POST', '/api/forwarding-address'), loadSchema),
    onSuccess: (made: ForwardingAddress) => queryClient.setQueryData(KEY, made),
    onError: (error) => showToast({ title: 'Could not make a forwarding address', description: describeError(error), variant: 'error' }),
  });
}

export function useSwitchForwardingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => parsedAnswer(apiJson('PUT', '/api/forwarding-address', { enabled }), loadSchema),
    onSuccess: (changed: ForwardingAddress) => queryClient.setQueryData(KEY, changed),
    onError: (error) => showToast({ title: 'Could not change forwarding', description: describeError(error), variant: 'error' }),
  });
}
