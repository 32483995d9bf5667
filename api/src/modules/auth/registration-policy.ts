// REGISTRATION=open|closed|invite (ASVS 1.4 design): a self-hosted Renewly can close sign-up, or take only the
// addresses its operator has invited (REGISTRATION_INVITES; household sharing will add its own invitations).
import { REGISTRATION_MESSAGES } from '@renewly/shared-contracts/features/registration';
import type { Config } from '../../config/env';
import { ApiError } from '../../http/api-error';
import { normaliseEmail } from './email';

/** 403 with a plain message unless this address may create an account. */
export function assertMayRegister(registration: Config['registration'], email: string): void {
  if (registration.mode === 'open') return;
  if (registration.mode === 'closed') throw new ApiError(403, REGISTRATION_MESSAGES.closed);
  if (!registration.invited.includes(normaliseEmail(email))) throw new ApiError(403, REGISTRATION_MESSAGES.inviteOnly);
}
