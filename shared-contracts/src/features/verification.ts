// Issue 36 item 1: a mobile number is confirmed with a 6-digit code sent to it by SMS, the sign-up email address with
// a link sent to it. Test sends and SMS reminders go only to confirmed details. Imported as
// '@renewly/shared-contracts/features/verification'.
import { z } from 'zod';

export const MOBILE_CODE_LENGTH = 6;
/** A code works for this long, and for this many tries. */
export const MOBILE_CODE_TTL_MINUTES = 10;
export const MOBILE_CODE_MAX_ATTEMPTS = 5;
/** A verification link works for this long, and once. */
export const EMAIL_LINK_TTL_HOURS = 24;

export const VERIFICATION_TEXTS = {
  verified: 'Verified',
  notVerified: 'Not verified',
  verify: 'Verify',
  sendNewCode: 'Send a new code',
  codeLabel: 'Code from the SMS',
  mobileNotVerified: 'Mobile number not verified',
  mobileHint: 'Enter the 6-digit code we sent by SMS to this number. Reminders and test messages go only to a verified number.',
  mobileVerified: 'Mobile number verified',
  enterCode: 'Please enter the 6-digit code from the SMS',
  wrongCode: 'That code is not right. Check the SMS and try again.',
  codeExpired: 'That code has expired or was replaced. Send a new code.',
  tooManyTries: 'Too many wrong codes. Send a new code.',
  noCodeSent: 'No code has been sent to this number. Send a new code.',
  tooManyCodes: 'Too many codes sent. Please wait and try again later.',
  smsNotConfigured: 'SMS is not configured on this server, so no code can be sent.',
  alreadyVerified: 'Already verified',
  emailNotVerified: 'Email address not verified',
  emailHint: 'Open the link we emailed you to verify this address. Test emails go only to a verified address.',
  sendLinkAgain: 'Send the link again',
  emailVerified: 'Email address verified',
  linkInvalid: 'This verification link is invalid or has expired. Send the link again from your profile.',
  tooManyLinks: 'Too many links sent. Please wait and try again later.',
} as const;

export const codeSentMessage = (to: string) => `We sent a 6-digit code to ${to}.`;
export const linkSentMessage = (to: string) => `We sent a verification link to ${to}.`;

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

/** The answer of the send and verify routes. */
export const verificationAnswerSchema = z.object({ message: z.string() });
export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>;
