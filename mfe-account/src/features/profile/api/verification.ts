// Issue 36: POST /api/user/mobile/send-code, /api/user/mobile/verify and /api/user/email/send-link; each refreshes
// both user queries (the profile's and the shell's) and says what happened in a toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, QUERY_KEYS, serverMessage, showToast } from '@renewly/shared-contracts';
import { VERIFICATION_TEXTS as TEXT, type VerificationAnswer } from '@renewly/shared-contracts/features/verification-texts';

function useRefreshUser() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.authUser }),
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser }),
    ]);
}

export function useSendMobileCode() {
  return useMutation({
    mutationFn: () => apiJson<VerificationAnswer>('POST', '/api/user/mobile/send-code', {}),
    onSuccess: (answer) => showToast({ title: 'Code sent', description: answer.message, variant: 'success' }),
    onError: (error) => showToast({ title: 'Code not sent', description: serverMessage(error, 'Please try again.'), variant: 'error' }),
  });
}

export function useVerifyMobile() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (code: string) => apiJson<unknown>('POST', '/api/user/mobile/verify', { code }),
    onSuccess: async () => {
      showToast({ title: TEXT.mobileVerified, description: 'Reminders by SMS will go to this number.', variant: 'success' });
      await refresh();
    },
    // No retry: a wrong code counts as a try.
    retry: false,
  });
}

export function useSendEmailLink() {
  return useMutation({
    mutationFn: () => apiJson<VerificationAnswer>('POST', '/api/user/email/send-link', {}),
    onSuccess: (answer) => showToast({ title: 'Link sent', description: answer.message, variant: 'success' }),
    onError: (error) => showToast({ title: 'Link not sent', description: serverMessage(error, 'Please try again.'), variant: 'error' }),
  });
}
