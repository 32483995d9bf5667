import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiRequest, showToast, TOASTS } from '@renewly/shared-contracts';
import { AUTH_USER_QUERY_KEY } from './auth-user-query';

/** POST /api/auth/logout; on success the client cache is cleared and the app goes to '/' (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => {
      // Signed out first (the gate shows the auth screen), then drop everything else the user had loaded.
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_QUERY_KEY[0] });
      navigate('/', { replace: true });
    },
    onError: (error) =>
      showToast({
        title: TOASTS.logoutFailed,
        description: error instanceof Error ? error.message : String(error),
        variant: 'error',
      }),
  });
}
