// PUT /api/user, then the spec's toasts and a refresh of both user queries (the shell's header reads the auth user).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, QUERY_KEYS, serverMessage, showToast, TOASTS, type UpdateProfileInput } from '@renewly/shared-contracts';

export const updateProfile = (values: UpdateProfileInput) => apiJson<unknown>('PUT', '/api/user', values);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      showToast({ title: TOASTS.profileUpdated, description: 'Your profile has been saved.', variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.authUser }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser }),
      ]);
    },
    onError: (error) =>
      showToast({ title: TOASTS.updateFailed, description: serverMessage(error, 'Failed to update profile'), variant: 'error' }),
  });
}
