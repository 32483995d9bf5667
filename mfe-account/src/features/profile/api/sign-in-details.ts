// PUT /api/user/email and PUT /api/user/password (issue 40). Both are sensitive: the API client asks the shell's
// "Confirm it's you" dialog when the API wants a fresh confirmation, then sends the change again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, QUERY_KEYS, serverMessage, showToast } from '@renewly/shared-contracts';
import type { ChangeEmailInput, ChangePasswordInput } from '@renewly/shared-contracts/features/account-security';

// The words of the success toasts (ACCOUNT_SECURITY_TEXTS holds the same; that module brings zod with it).
const PASSWORD_CHANGED = 'Password changed. Your other devices were signed out.';

export function useChangeEmail() {
  return useMutation({
    // Issue 51: nothing changes until the link sent to the new address is opened (EmailVerificationLink then reads
    // the user again); the answer is the same whether or not the address is free.
    mutationFn: (values: ChangeEmailInput) => apiJson<{ message: string }>('PUT', '/api/user/email', values),
    onSuccess: (answer) => showToast({ title: 'Check your new address', description: answer.message, variant: 'success' }),
    onError: (error) => showToast({ title: 'Email address not changed', description: serverMessage(error, 'Please try again.'), variant: 'error' }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ChangePasswordInput) => apiJson<{ message: string }>('PUT', '/api/user/password', values),
    onSuccess: async () => {
      showToast({ title: 'Password changed', description: PASSWORD_CHANGED, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.signedInSessions });
    },
    onError: (error) => showToast({ title: 'Password not changed', description: serverMessage(error, 'Please try again.'), variant: 'error' }),
  });
}
