// GET /api/auth/sessions and DELETE /api/auth/sessions/:id: "Where you're signed in" (issue 40). A first read of the
// profile page (the server draws the list).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, checkedRead, QUERY_KEYS, serverMessage, showToast } from '@renewly/shared-contracts';
import type { SignedInSession } from '@renewly/shared-contracts/features/account-sessions';

export const signedInSessionsQuery = queryOptions({
  queryKey: QUERY_KEYS.signedInSessions,
  queryFn: checkedRead(() => import('@renewly/shared-contracts/features/account-sessions').then((m) => m.signedInSessionListSchema)),
});

export function useSignedInSessions() {
  return useQuery(signedInSessionsQuery);
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: SignedInSession) =>
      apiJson<{ message: string; current: boolean }>('DELETE', `/api/auth/sessions/${encodeURIComponent(session.id)}`),
    onSuccess: async (answer) => {
      if (answer.current) {
        // This device: the shell's gate shows the sign-in screen.
        queryClient.setQueryData(QUERY_KEYS.authUser, null);
        return;
      }
      showToast({ title: 'Signed out', description: answer.message, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.signedInSessions });
    },
    onError: (error) => showToast({ title: 'Could not sign out that device', description: serverMessage(error, 'Please try again.'), variant: 'error' }),
  });
}
