// DELETE /api/account with the password: erases the account; the shell then shows the sign-in screen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, describeError, QUERY_KEYS, showToast } from '@renewly/shared-contracts';
import type { DeleteAccountInput } from '@renewly/shared-contracts/features/your-data';
import { YOUR_DATA_MESSAGES } from '@renewly/shared-contracts/features/your-data-messages';

export const ACCOUNT_DELETE_FAILED = 'Account not deleted';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => apiJson<{ message: string }>('DELETE', '/api/account', input),
    onSuccess: () => {
      showToast({ title: 'Account deleted', description: YOUR_DATA_MESSAGES.accountDeleted, variant: 'success' });
      // The shell's gate reads the signed-in user: null shows the sign-in screen; nothing else is kept.
      queryClient.setQueryData(QUERY_KEYS.authUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== QUERY_KEYS.authUser[0] });
    },
    onError: (error) => showToast({ title: ACCOUNT_DELETE_FAILED, description: describeError(error), variant: 'error' }),
  });
}
