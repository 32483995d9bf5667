import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pushPermission } from '../pwa/push-support';
import { dropKeptDocuments } from '../pwa/kept-documents';
import { apiRequest, describeError, QUERY_KEYS, showToast, TOASTS } from '@renewly/shared-contracts';

/** POST /api/auth/logout; on success the client cache is cleared and the app goes to '/' (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // This device stops getting the user's pushed reminders before the session ends (the DELETE needs it).
      if (pushPermission() === 'granted') await import('../pwa/push-subscription').then((push) => push.forgetPushSubscription()).catch(() => undefined);
      return apiRequest('POST', '/api/auth/logout');
    },
    onSuccess: () => {
      // Signed out first (the gate shows the auth screen), then drop everything else the user had loaded.
      queryClient.setQueryData(QUERY_KEYS.authUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== QUERY_KEYS.authUser[0] });
      void dropKeptDocuments();
      navigate('/', { replace: true });
    },
    onError: (error) => showToast({ title: TOASTS.logoutFailed, description: describeError(error), variant: 'error' }),
  });
}
