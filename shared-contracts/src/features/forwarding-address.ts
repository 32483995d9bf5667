// Issue 49: each user's private address for forwarding renewal emails to Renewly, renewals+<token>@<INBOUND_DOMAIN>.
import { z } from 'zod';

/** The address's local part before the token. */
export const FORWARDING_LOCAL_PART = 'renewals';
/** 26 characters of base32 (lower case): 130 random bits. */
export const FORWARDING_TOKEN_LENGTH = 26;
export const FORWARDING_TOKEN_PATTERN = /^[a-z2-7]{26}$/;

/** GET /api/forwarding-address: `configured` false when the operator has set no INBOUND_DOMAIN. */
export const forwardingAddressSchema = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  address: z.string().nullable(),
  createdAt: z.string().nullable(),
  /**
   * Email the user when a forwarded notice is read (the bell's line and a link to check it). On unless turned off;
   * sent only while the account's email address is verified (nobody else's inbox gets it).
   */
  emailWhenRead: z.boolean(),
});
export type ForwardingAddress = z.infer<typeof forwardingAddressSchema>;

/** PUT /api/forwarding-address: turn the address off (mail to it is refused) or on again (the same address). */
export const forwardingAddressUpdateSchema = z.object({ enabled: z.boolean({ error: 'Say whether the address is on or off' }) }).strict();

/** PUT /api/forwarding-address/email-when-read: the email about a forwarded notice read, on or off. */
export const forwardingEmailWhenReadSchema = z
  .object({ emailWhenRead: z.boolean({ error: 'Say whether to email you when a forwarded notice is read (true or false)' }) })
  .strict();

export const FORWARDING_MESSAGES = {
  notConfigured: 'Forwarding renewal emails is not set up on this Renewly (no INBOUND_DOMAIN).',
  madeAtSameTime: 'A new address was made at the same time. Please try again.',
  noAddressYet: 'You have no forwarding address yet.',
} as const;

export { FORWARDING_TEXTS } from './forwarding-address-texts';

export const forwardingAddressOf = (token: string, domain: string) => `${FORWARDING_LOCAL_PART}+${token}@${domain.toLowerCase()}`;

/** The token of a recipient address on `domain` ('Renewals+abc…@In.Example' included), or null if it is not one. */
export function forwardingTokenOf(recipient: string, domain: string): string | null {
  const at = recipient.lastIndexOf('@');
  if (at < 0 || recipient.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const local = recipient.slice(0, at).toLowerCase();
  const prefix = `${FORWARDING_LOCAL_PART}+`;
  if (!local.startsWith(prefix)) return null;
  const token = local.slice(prefix.length);
  return FORWARDING_TOKEN_PATTERN.test(token) ? token : null;
}
