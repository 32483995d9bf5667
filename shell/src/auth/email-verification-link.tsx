// Issue 36: the sign-up email's link, `/#verifyEmail=<id>.<token>` (in the fragment: never sent to a server, so no log
// holds it), opened signed in or out, in a new tab or in one where the app already runs. The token leaves the address
// bar at once; the answer is a toast, and the user queries are read again (the profile shows 'Verified').
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiJson, QUERY_KEYS, serverMessage, showToast } from '@renewly/shared-contracts';
import { VERIFICATION_TEXTS, type VerificationAnswer } from '@renewly/shared-contracts/features/verification-texts';

function takeTokenFromUrl(): string | null {
  const token = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('verifyEmail')?.trim();
  if (!token) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

export function EmailVerificationLink() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const verify = () => {
      const token = takeTokenFromUrl();
      if (!token) return;
      apiJson<VerificationAnswer>('POST', '/api/auth/verify-email', { token }).then(
        (answer) => {
          showToast({ title: answer.message, description: 'Test emails can now be sent to this address.', variant: 'success' });
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.authUser });
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.currentUser });
        },
        (error: unknown) =>
          showToast({ title: 'Email address not verified', description: serverMessage(error, VERIFICATION_TEXTS.linkInvalid), variant: 'error' }),
      );
    };
    verify();
    window.addEventListener('hashchange', verify);
    return () => window.removeEventListener('hashchange', verify);
  }, [queryClient]);
  return null;
}
