import { Suspense, useDeferredValue, type ReactNode } from 'react';
import type { User } from '@renewly/shared-contracts';
import { useAuthUser } from '../auth/auth-user-query';
import { AuthCheckFailed } from './auth-check-failed';
import { FullPageSpinner } from './full-page-spinner';
import { LazyAuthScreen } from './lazy-auth-screen';

/**
 * Spec §2/§4: loading -> spinner; signed out (a 401 or a null user) -> only the auth screen, whatever the path;
 * signed in -> the children. Any other failure of the check (after its retries) is not a sign-out: it shows an
 * error with a retry, and the session is kept.
 */
export function AuthGate({ children }: { children: (user: User) => ReactNode }) {
  const { data, status, isFetching, refetch } = useAuthUser();
  // A user arriving comes as an urgent update (react-query's store): drawing the whole signed-in layout then would be
  // one long task. Deferred, the screen before (spinner or auth screen) stays for that render and the layout renders
  // as a transition, in slices. Signing out, or the check failing, takes effect at once: no signed-in page outlives
  // the session.
  const deferredUser = useDeferredValue(data);
  const deferredStatus = useDeferredValue(status);
  const user = data ? deferredUser : data;
  const isPending = data ? deferredStatus === 'pending' : status === 'pending';
  const isError = status === 'error';
  if (isPending) return <FullPageSpinner />;
  if (user) return <>{children(user)}</>;
  if (isError) return <AuthCheckFailed retrying={isFetching} onRetry={() => void refetch()} />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <LazyAuthScreen />
    </Suspense>
  );
}
