// GET/POST/PUT /api/forwarding-address (issue 49): the user's private address for forwarding renewal emails; "Make a
// new address" replaces it, "Turn off"/"Turn on" keep it; PUT .../email-when-read is the email when a notice is read. A 403 reauthRequired asks "Confirm it's you" (apiJson).
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

/** The email when a forwarded notice is read, on or off (no recent sign-in needed: it only goes to the user's own address). */
export function useEmailWhenRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailWhenRead: boolean) => parsedAnswer(apiJson('PUT', '/api/forwarding-address/email-when-read', { emailWhenRead }), loadSchema),
    onSuccess: (changed: ForwardingAddress) => queryClient.setQueryData(KEY, changed),
    onError: (error) => showToast({ title: 'Could not change the email setting', description: describeError(error), variant: 'error' }),
  });
}
