// Issue 51: a link from a security email ('/#forgotPassword', '/#resetToken=', '/#restoreEmail=') opened in a browser
// that is signed in shows that link's form, not the app ("Page Not Found" before): the auth screen in its signed-in
// variant. Done or left, the user is read again: still signed in, the app; signed out by the reset or restore, the
// sign-in screen.
import { Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, type User } from '@renewly/shared-contracts';
import { recoveryLinkIn } from '../auth/recovery-link';
import { FullPageSpinner } from './full-page-spinner';
import { LazyAuthScreen } from './lazy-auth-screen';
import { SignedInLayout } from './signed-in-layout';

export function SignedInOrRecovery({ user }: { user: User }) {
  const queryClient = useQueryClient();
  // Read after the first render: a page the server drew (it never sees the fragment) is taken over as drawn first.
  const [recovery, setRecovery] = useState(false);
  useEffect(() => {
    const check = () => {
      if (recoveryLinkIn()) setRecovery(true);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, []);
  if (!recovery) return <SignedInLayout user={user} />;
  const leave = () => {
    setRecovery(false);
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.authUser });
  };
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyAuthScreen signedIn onLeave={leave} />
    </Suspense>
  );
}
