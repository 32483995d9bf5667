// POST /api/auth/logout-all: ends every session of the user, this one too; the shell then shows the sign-in screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, QUERY_KEYS, serverMessage, showToast } from '@renewly/shared-contracts';

export const SIGN_OUT_EVERYWHERE_FAILED = 'Could not sign out of all devices';

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout-all'),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: QUERY_KEYS.currentUser });
      // The shell's gate reads the signed-in user: null shows the sign-in screen.
      queryClient.setQueryData(QUERY_KEYS.authUser, null);
    },
    onError: (error) =>
      showToast({ title: SIGN_OUT_EVERYWHERE_FAILED, description: serverMessage(error, 'Please try again.'), variant: 'error' }),
  });
}
