import { toE164Uk } from '@renewly/shared-contracts';
import type { Config } from '../../config/env';
import { ApiError } from '../../http/api-error';

export const OWN_EMAIL_ONLY = 'Test messages can only be sent to your own email address';
export const OWN_MOBILE_ONLY = 'Test messages can only be sent to your own mobile number';

type RecipientConfig = Pick<Config, 'messaging'>;

/**
 * Whatever NODE_ENV says (`npm start` runs in development, with real SMTP or Twilio settings as often as not), the
 * test routes only reach the signed-in user; only MESSAGING_ALLOW_ANY_RECIPIENT=true lifts it. Otherwise any account
 * (sign-up is open) could relay any text to anyone from the owner's mail server or Twilio account.
 */
function restricted(config: RecipientConfig): boolean {
  return !config.messaging.allowAnyRecipient;
}

/** 403 unless `to` is the user's own email address (case aside) or any recipient is allowed. */
export function assertEmailRecipientAllowed(config: RecipientConfig, user: { email: string }, to: string): void {
  if (restricted(config) && to.trim().toLowerCase() !== user.email.trim().toLowerCase()) {
    throw new ApiError(403, OWN_EMAIL_ONLY);
  }
}

/** 403 unless `to` is the user's own mobile number (both in E.164) or any recipient is allowed. */
export function assertSmsRecipientAllowed(config: RecipientConfig, user: { mobileNumber: string }, to: string): void {
  if (restricted(config) && toE164Uk(to) !== toE164Uk(user.mobileNumber)) {
    throw new ApiError(403, OWN_MOBILE_ONLY);
  }
}
