// Profile, "Forward renewal emails" (issue 49): the user's private address renewals+<token>@<domain>, with Copy, a new
// address in its place and a switch; laid out as Settings' calendar feed card. Unlike the feed's link the address can
// be shown again (it only lets mail wait for the user's review), so it stays on the page. Under it, the choice of an
// email when a forwarded notice is read: on unless turned off, and only ever sent to a verified address, so until the
// address is verified the box is shown unticked and cannot be ticked, with the reason.
import { LazyConfirmPopover } from '../../../../../federation/lazy-confirm-popover';
import { Spinner } from '../../../shared/account-page-styles';
import { showToast } from '@renewly/shared-contracts';
import { FORWARDING_TEXTS as T } from '@renewly/shared-contracts/features/forwarding-address-texts';
import { useEmailWhenRead, useForwardingAddress, useMakeForwardingAddress, useSwitchForwardingAddress } from '../api/forwarding-address';
import { useCurrentUser } from '../api/get-current-user';

export function ForwardingAddressCard() {
  const status = useForwardingAddress();
  const make = useMakeForwardingAddress();
  const change = useSwitchForwardingAddress();
  const emailChoice = useEmailWhenRead();
  const user = useCurrentUser();
  // Unknown until the profile has loaded: the box waits, rather than show a state that may be wrong.
  const emailVerified = user.data ? user.data.emailVerifiedAt !== null : undefined;
  const data = status.data;

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      showToast({ title: T.copied, description: 'Paste it as the address when you forward the email.', variant: 'success' });
    } catch {
      showToast({ title: 'Could not copy', description: 'Select the address and copy it yourself.', variant: 'error' });
    }
  };

  return (
    <section className="ra-card" aria-labelledby="forwarding-heading" data-testid="forwarding-card">
      <h2 id="forwarding-heading" className="ra-card-title">
        {T.heading}
      </h2>
      {status.isError ? (
        <p className="ra-alert-error" role="alert">
          Could not load your forwarding address
        </p>
      ) : null}
      {data && !data.configured ? (
        <p className="ra-muted" data-testid="forwarding-status">
          {T.notConfigured}
        </p>
      ) : null}
      {data?.configured ? (
        <>
          <p>{T.intro}</p>
          <p className="ra-muted">{T.private}</p>
          {data.address ? (
            <div className="ra-compact">
              <input
                className="renewly-input"
                readOnly
                value={data.address}
                aria-label="Your forwarding address"
                data-testid="forwarding-address"
                onFocus={(e) => e.currentTarget.select()}
              />
              <button type="button" className="renewly-button renewly-button-primary" onClick={() => void copy(data.address!)}>
                Copy
              </button>
            </div>
          ) : null}
          {!data.address || !data.enabled ? (
            <p className="ra-muted" data-testid="forwarding-status">
              {data.address ? T.off : T.none}
            </p>
          ) : null}
          <div className="ra-actions">
            {data.address ? (
              <LazyConfirmPopover title={`${T.makeNew}?`} description={T.makeNewConfirm} okText={T.makeNew} cancelText="Cancel" onConfirm={() => make.mutate()}>
                <button type="button" className="renewly-button" disabled={make.isPending} aria-busy={make.isPending || undefined}>
                  {make.isPending && <Spinner />}
                  {T.makeNew}
                </button>
              </LazyConfirmPopover>
            ) : (
              <button
                type="button"
                className="renewly-button renewly-button-primary"
                disabled={make.isPending}
                aria-busy={make.isPending || undefined}
                onClick={() => make.mutate()}
              >
                {make.isPending && <Spinner />}
                {T.make}
              </button>
            )}
            {data.address ? (
              <button
                type="button"
                className={`renewly-button${data.enabled ? ' renewly-button-danger' : ''}`}
                disabled={change.isPending}
                aria-busy={change.isPending || undefined}
                onClick={() => change.mutate(!data.enabled)}
              >
                {change.isPending && <Spinner />}
                {data.enabled ? T.turnOff : T.turnOn}
              </button>
            ) : null}
          </div>
          {data.address ? (
            <>
              <label className="ra-check">
                <input
                  type="checkbox"
                  data-testid="forwarding-email-when-read"
                  checked={data.emailWhenRead && emailVerified === true}
                  disabled={emailVerified !== true || emailChoice.isPending}
                  aria-describedby="forwarding-email-when-read-hint"
                  onChange={(e) => emailChoice.mutate(e.target.checked)}
                />
                {T.emailWhenRead}
              </label>
              <p id="forwarding-email-when-read-hint" className="ra-muted ra-check-hint">
                {emailVerified === false ? T.emailWhenReadUnverified : T.emailWhenReadHint}
              </p>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
