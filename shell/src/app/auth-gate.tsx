import { Suspense, type ReactNode } from 'react';
import type { User } from '@renewly/shared-contracts';
import { useAuthUser } from '../auth/auth-user-query';
import { FullPageSpinner } from './full-page-spinner';
import { LazyAuthScreen } from './lazy-auth-screen';

/**
 * Spec §2/§4: loading -> spinner; signed out (401, null, or a check that failed) -> only the auth screen,
 * whatever the path; signed in -> the children.
 */
export function AuthGate({ children }: { children: (user: User) => ReactNode }) {
  const { data: user, isPending } = useAuthUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <LazyAuthScreen />
      </Suspense>
    );
  }
  return <>{children(user)}</>;
}
