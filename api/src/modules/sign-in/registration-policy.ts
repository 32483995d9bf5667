// REGISTRATION=open|closed|invite (ASVS 1.4 design): a self-hosted Renewly can close sign-up, or take only the
// addresses its operator has invited (REGISTRATION_INVITES) and, unless REGISTRATION_SHARE_INVITES=false, those a
// household-sharing invitation names, when its token comes with the sign-up.
import { REGISTRATION_MESSAGES } from '@renewly/shared-contracts/features/registration';
import type { Config } from '../../core/config/env';
import { ApiError } from '../../core/http/api-error';
import { openInviteMatches } from '../sharing';
import { normaliseEmail } from '../auth';

/** 403 with a plain message unless this address may create an account. */
export function assertMayRegister(registration: Config['registration'], email: string): void {
  if (registration.mode === 'open') return;
  if (registration.mode === 'closed') throw new ApiError(403, REGISTRATION_MESSAGES.closed);
  if (!registration.invited.includes(normaliseEmail(email))) throw new ApiError(403, REGISTRATION_MESSAGES.inviteOnly);
}

/**
 * As assertMayRegister, and by invitation an open household-sharing invitation counts as one, but only with its token
 * and only for the address it was sent to (issue 36, ASVS 4.1.3: an address someone merely invited is no way in;
 * a withdrawn or expired invitation neither). REGISTRATION_SHARE_INVITES=false turns this path off. A closed
 * Renewly stays closed.
 */
export async function assertMayRegisterWithShares(registration: Config['registration'], email: string, inviteToken?: string): Promise<void> {
  if (
    registration.mode === 'invite' &&
    registration.shareInvites !== false &&
    inviteToken &&
    !registration.invited.includes(normaliseEmail(email)) &&
    (await openInviteMatches(inviteToken, email))
  ) {
    return;
  }
  assertMayRegister(registration, email);
}
