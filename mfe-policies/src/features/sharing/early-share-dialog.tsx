// Issue 38: the share dialog's plain early form (federation/early-dialog.tsx), titled by the tapped card's Share
// button ('Share AB12CDE'): the email field at once, the rest when the dialog's code has arrived.
import { displayRegistration, type Policy } from '@renewly/shared-contracts';
import { EarlyDialog, type EarlyOpening } from '../../../../federation/early-dialog';

export const EARLY_SHARE = 'share';

/** The plain form for this policy's Share (the card's button and the lazy dialog's fallback open the same). */
export const earlyShare = (policy: Policy): EarlyOpening => ({ name: EARLY_SHARE, title: `Share ${displayRegistration(policy.registrationNumber)}` });

export function EarlyShareDialog() {
  return <EarlyDialog name={EARLY_SHARE} title="Share" fields={[{ name: 'email', label: 'Email address', type: 'email', maxLength: 254 }]} later={['Role']} />;
}
