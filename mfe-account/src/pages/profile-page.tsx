import { routeOfPage } from '@renewly/shared-contracts';
import { smsStatusQuery } from '../features/profile/api/sms-status';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';
import { RemoteRoot } from '../../../federation/remote-root';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery, useCurrentUser } from '../features/profile/api/get-current-user';
import { ContactVerification } from '../features/profile/components/contact-verification';
import { ProfileForm } from '../features/profile/components/profile-form';
import { SignOutEverywhere } from '../features/profile/components/sign-out-everywhere';
import { twoStepStatusQuery } from '../features/two-step/api/two-step';
import { TwoStepCard } from '../features/two-step/components/two-step-card';
import { SignInDetails } from '../features/profile/components/sign-in-details';
import { SignedInSessions } from '../features/profile/components/signed-in-sessions';
import { signedInSessionsQuery } from '../features/profile/api/signed-in-sessions';
import { passkeysQuery } from '../features/profile/api/passkeys';
import { PasskeysCard } from '../features/profile/components/passkeys-card';
import { ForwardingAddressCard } from '../features/profile/components/forwarding-address-card';
import { forwardingAddressQuery } from '../features/profile/api/forwarding-address';
import { AccountPageStyles, SkeletonLines } from '../shared/account-page-styles';

// The header's texts are the route's (the shell's loading skeleton draws the same header).
const ROUTE = routeOfPage('ProfilePage');

// Exposed as `account/ProfilePage` (route '/profile'). No antd on the first paint (plain markup and the form kit's
// plain fields); the sign-out confirm brings antd and its theme with it.
export default function ProfilePage() {
  return (
    <RemoteRoot name="account/ProfilePage">
      <section data-testid="profile-page" className={pageColumnClass(ROUTE.width)}>
        <AccountPageStyles />
        <PageHeader route={ROUTE} />
        <div className="ra-card">
          <ProfileContent />
        </div>
        <VerificationCard />
        <SignInDetailsCard />
        <PasskeysCard />
        <div className="ra-card">
          <TwoStepCard />
        </div>
        <div className="ra-card">
          <SignedInSessions />
          <SignOutEverywhere />
        </div>
        <ForwardingAddressCard />
      </section>
    </RemoteRoot>
  );
}

function ProfileContent() {
  const { data: user, isPending, isError, refetch, isFetching } = useCurrentUser();
  if (isPending) return <SkeletonLines rows={5} label="Loading profile" />;
  if (isError || !user) {
    return (
      <div className="ra-alert-error" role="alert">
        <div>
          <p className="ra-alert-title">Could not load your profile</p>
          <p>Please check your connection and try again.</p>
        </div>
        <button
          type="button"
          className="renewly-button"
          onClick={() => void refetch()}
          disabled={isFetching}
          aria-busy={isFetching || undefined}
        >
          {isFetching && <span className="renewly-button-spinner" aria-hidden="true" />}
          Retry
        </button>
      </div>
    );
  }
  return <ProfileForm user={user} />;
}

/** The verification of the number and address (issue 36), once the profile is loaded. */
function VerificationCard() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="ra-card">
      <ContactVerification user={user} />
    </div>
  );
}

/** Changing the sign-in email and password (issue 40), once the profile is loaded. */
function SignInDetailsCard() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="ra-card">
      <SignInDetails user={user} />
    </div>
  );
}

/**
 * The profile and the two-step status, in the cache before the page's first render on a load the server drew: the page replaces the loading
 * screen complete, so the card below does not move as the form fills in (a layout shift of 0.077 on a phone).
 */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(currentUserQuery),
    queryClient.ensureQueryData(twoStepStatusQuery),
    queryClient.ensureQueryData(signedInSessionsQuery),
    queryClient.ensureQueryData(passkeysQuery),
    queryClient.ensureQueryData(smsStatusQuery),
    queryClient.ensureQueryData(forwardingAddressQuery),
  ]);
}
