import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage, showToast, TOASTS, type UpdateProfileInput } from '@renewly/shared-contracts';
import { CURRENT_USER_QUERY_KEY } from './use-current-user';

/** The shell's signed-in user query: refreshed after saving so the header shows the new name. */
export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** PUT /api/user, then the spec's toasts and a refresh of both user queries. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateProfileInput) => apiJson<unknown>('PUT', '/api/user', values),
    onSuccess: async () => {
      showToast({ title: TOASTS.profileUpdated, description: 'Your profile has been saved.', variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
      ]);
    },
    onError: (error) =>
      showToast({ title: TOASTS.updateFailed, description: serverMessage(error, 'Failed to update profile'), variant: 'error' }),
  });
}
