// Issue 36 item 1: a mobile number is confirmed with a 6-digit code sent to it by SMS, the sign-up email address with
// a link sent to it. Test sends and SMS reminders go only to confirmed details. Imported as
// '@renewly/shared-contracts/features/verification'.
import { z } from 'zod';

import { VERIFICATION_TEXTS } from './verification-texts';

export * from './verification-texts';

/** POST /api/user/mobile/verify body. */
export const verifyMobileSchema = z
  .object({
    code: z
      .string({ error: VERIFICATION_TEXTS.enterCode })
      .transform((c) => c.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, VERIFICATION_TEXTS.enterCode)),
  })
  .strict();
export type VerifyMobileInput = z.infer<typeof verifyMobileSchema>;

/** The link's `#verifyEmail=<userId>.<token>`: the user's id and 32 random bytes in hex. */
export const EMAIL_LINK_TOKEN_PATTERN = /^[0-9a-f]{24}\.[0-9a-f]{64}$/;

/** POST /api/auth/verify-email body (signed in or not: the link may be opened on another device). */
export const verifyEmailSchema = z
  .object({ token: z.string({ error: VERIFICATION_TEXTS.linkInvalid }).regex(EMAIL_LINK_TOKEN_PATTERN, VERIFICATION_TEXTS.linkInvalid) })
  .strict();
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** The answer of the send and verify routes (VerificationAnswer). */
export const verificationAnswerSchema = z.object({ message: z.string() });
