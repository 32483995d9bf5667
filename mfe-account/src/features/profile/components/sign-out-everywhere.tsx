import { LazyConfirmPopover } from '../../../../../federation/lazy-confirm-popover';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** Ends every session of the user (a lost phone, a shared computer); sessions also end on their own after 30 days. */
export function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  return (
    <section aria-labelledby="sign-out-everywhere-heading">
      <h2 id="sign-out-everywhere-heading" className="ra-card-title">
        Devices
      </h2>
      <p className="ra-muted">Signed in somewhere you no longer use? Sign out everywhere, this device included.</p>
      <LazyConfirmPopover
        title="Sign out of all devices?"
        description="You will need to sign in again on every device."
        okText="Sign out everywhere"
        cancelText="Cancel"
        onConfirm={() => signOut.mutate()}
      >
        <button
          type="button"
          className="renewly-button renewly-button-danger"
          disabled={signOut.isPending}
          aria-busy={signOut.isPending || undefined}
        >
          {signOut.isPending && <span className="renewly-button-spinner" aria-hidden="true" />}
          Sign out of all devices
        </button>
      </LazyConfirmPopover>
    </section>
  );
}
