// Issue 36's words and limits for verifying a mobile number (a code by SMS) and an email address (a link), without zod:
// the pages that show them draw on the first paint. The schemas are in './verification'.

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
  /** The profile without SMS on the server (issue 51 item 24): said once, with no code field to loop on. */
  smsNotAvailable: 'SMS is not available on this server, so this number cannot be verified and no reminders go by SMS. Email, the bell and your other channels still work.',
  /** A reminder's SMS line while the number is not verified. */
  smsWaitsForVerification: 'Not sent until your mobile number is verified (Profile, Verification)',
  alreadyVerified: 'Already verified',
  emailNotVerified: 'Email address not verified',
  emailHint: 'Open the link we emailed you to verify this address. Test emails go only to a verified address.',
  sendLinkAgain: 'Send the link again',
  emailVerified: 'Email address verified',
  linkInvalid: 'This verification link is invalid or has expired. Send the link again from your profile.',
  linkUsed: 'This verification link was already used. Your profile shows whether the address is verified.',
  emailAddressChanged: 'Email address changed',
  addressTaken: 'That address is now used by another Renewly account, so your email address was not changed.',
  tooManyLinks: 'Too many links sent. Please wait and try again later.',
} as const;

export const codeSentMessage = (to: string) => `We sent a 6-digit code to ${to}.`;
export const linkSentMessage = (to: string) => `We sent a verification link to ${to}.`;

/** The answer of the send and verify routes. */
export interface VerificationAnswer {
  message: string;
}
