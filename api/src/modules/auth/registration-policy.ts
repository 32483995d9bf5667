// REGISTRATION=open|closed|invite (ASVS 1.4 design): a self-hosted Renewly can close sign-up, or take only the
// addresses its operator has invited (REGISTRATION_INVITES; household sharing will add its own invitations).
import { REGISTRATION_MESSAGES } from '@renewly/shared-contracts/features/registration';
import type { Config } from '../../config/env';
import { ApiError } from '../../http/api-error';
import { hasOpenInviteFor } from '../sharing/sharing.service';
import { normaliseEmail } from './email';

/** 403 with a plain message unless this address may create an account. */
export function assertMayRegister(registration: Config['registration'], email: string): void {
  if (registration.mode === 'open') return;
  if (registration.mode === 'closed') throw new ApiError(403, REGISTRATION_MESSAGES.closed);
  if (!registration.invited.includes(normaliseEmail(email))) throw new ApiError(403, REGISTRATION_MESSAGES.inviteOnly);
}

/**
 * As assertMayRegister, and by invitation an open household-sharing invitation to the address counts as one
 * (issue 27: the invitee can sign up with the invited address). A closed Renewly stays closed.
 */
export async function assertMayRegisterWithShares(registration: Config['registration'], email: string): Promise<void> {
  if (registration.mode === 'invite' && !registration.invited.includes(normaliseEmail(email)) && (await hasOpenInviteFor(email))) return;
  assertMayRegister(registration, email);
}
