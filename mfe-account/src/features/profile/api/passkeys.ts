// GET /api/passkeys, and adding (the browser's ceremony, then POST .../registration/verify), renaming and removing a
// passkey (issue 40). The key is the API path; the profile page reads it first (the server draws the card from it).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, checkedRead, describeError, QUERY_KEYS, showToast } from '@renewly/shared-contracts';
import { PASSKEY_TEXTS, type PasskeySummary } from '@renewly/shared-contracts/features/passkeys-texts';
import { addPasskey } from '../../../../../federation/passkeys/passkey-ceremonies';

export const PASSKEYS_KEY = QUERY_KEYS.passkeys;

const contracts = () => import('@renewly/shared-contracts/features/passkeys');

export const passkeysQuery = queryOptions({ queryKey: PASSKEYS_KEY, queryFn: checkedRead(() => contracts().then((m) => m.passkeyListSchema)) });

export function usePasskeys() {
  return useQuery(passkeysQuery);
}

/** The browser makes the passkey and the API keeps it; a failure's message is shown by the form. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => addPasskey(name),
    onSuccess: (added) => {
      queryClient.setQueryData<PasskeySummary[]>(PASSKEYS_KEY, (list) => [...(list ?? []), added]);
      showToast({ title: PASSKEY_TEXTS.added, description: added.name, variant: 'success' });
    },
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiJson<PasskeySummary>('PATCH', `/api/passkeys/${id}`, { name }),
    onSuccess: (renamed) => {
      queryClient.setQueryData<PasskeySummary[]>(PASSKEYS_KEY, (list) => list?.map((p) => (p.id === renamed.id ? renamed : p)));
      showToast({ title: PASSKEY_TEXTS.renamed, description: renamed.name, variant: 'success' });
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/passkeys/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PasskeySummary[]>(PASSKEYS_KEY, (list) => list?.filter((p) => p.id !== id));
      showToast({ title: PASSKEY_TEXTS.removed, variant: 'success' });
    },
    onError: (error) => showToast({ title: 'Could not remove the passkey', description: describeError(error), variant: 'error' }),
  });
}
