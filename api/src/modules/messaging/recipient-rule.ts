import { toE164Uk } from '@renewly/shared-contracts';
import type { Config } from '../../core/config/env';
import { ApiError } from '../../core/http/api-error';

export const OWN_EMAIL_ONLY = 'Test messages can only be sent to your own email address';
export const OWN_MOBILE_ONLY = 'Test messages can only be sent to your own mobile number';
export const VERIFY_EMAIL_FIRST = 'Test messages go only to a verified email address. Verify yours from your profile first.';
export const VERIFY_MOBILE_FIRST = 'Test messages go only to a verified mobile number. Verify yours on your profile first.';

type RecipientConfig = Pick<Config, 'messaging'>;

/**
 * Whatever NODE_ENV says (`npm start` runs in development, with real SMTP or Twilio settings as often as not), the
 * test routes only reach the signed-in user's own details, and only once verified (anyone can type anyone's number,
 * and sign up with anyone's address: issue 36); only MESSAGING_ALLOW_ANY_RECIPIENT=true lifts it. Otherwise any
 * account (sign-up is open) could relay text to anyone from the owner's mail server or Twilio account.
 */
export function anyRecipientAllowed(config: RecipientConfig): boolean {
  return config.messaging.allowAnyRecipient;
}

/** 403 unless `to` is the user's own verified email address (case aside) or any recipient is allowed. */
export function assertEmailRecipientAllowed(
  config: RecipientConfig,
  user: { email: string; emailVerifiedAt: string | null },
  to: string,
): void {
  if (anyRecipientAllowed(config)) return;
  if (to.trim().toLowerCase() !== user.email.trim().toLowerCase()) throw new ApiError(403, OWN_EMAIL_ONLY);
  if (!user.emailVerifiedAt) throw new ApiError(403, VERIFY_EMAIL_FIRST);
}

/** 403 unless `to` is the user's own verified mobile number (both in E.164) or any recipient is allowed. */
export function assertSmsRecipientAllowed(
  config: RecipientConfig,
  user: { mobileNumber: string; mobileVerifiedAt: string | null },
  to: string,
): void {
  if (anyRecipientAllowed(config)) return;
  if (toE164Uk(to) !== toE164Uk(user.mobileNumber)) throw new ApiError(403, OWN_MOBILE_ONLY);
  if (!user.mobileVerifiedAt) throw new ApiError(403, VERIFY_MOBILE_FIRST);
}
