// Issue 51: after an email change, the notice to the old address carries a link that, for 7 days, gives the account
// back to that address: it restores the address, signs out every device and sets a new password. The link is
// `/#restoreEmail=<token>` (in the fragment: never sent to a server, so never logged), as the reset link is.
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX } from '@renewly/shared-contracts';
import { newPasswordSchema } from './account-forms';

export const EMAIL_RESTORE_DAYS = 7;
export const EMAIL_RESTORE_PARAM = 'restoreEmail';

/** 32 random bytes in hex. */
export const EMAIL_RESTORE_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export const EMAIL_RESTORE_TEXTS = {
  heading: 'Take your account back',
  intro:
    'This puts back the email address this link was sent to, signs out every device and sets a new password. ' +
    'Choose a password you have not used before.',
  submit: 'Take my account back',
  restored: 'Account taken back',
  restoredDetail: 'Your email address is back and every device was signed out. Sign in with your new password.',
  linkInvalid: 'This link is invalid or has expired. If you still cannot sign in, use Forgot your password? on the sign-in screen.',
  linkUsed: 'This link was already used. Sign in with the password you chose then.',
  addressTaken: 'Another Renewly account now uses that address, so it cannot be put back.',
} as const;

const passwordFields = {
  newPassword: newPasswordSchema,
  confirmPassword: z.string().min(1, MESSAGES.confirmPasswordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
};
const passwordsMatch: [(v: { newPassword: string; confirmPassword: string }) => boolean, { message: string; path: string[] }] = [
  (v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword,
  { message: MESSAGES.passwordsDontMatch, path: ['confirmPassword'] },
];

/** The page's form: the token comes from the link, not from a field. */
export const restoreEmailFormSchema = z.object(passwordFields).strict().refine(...passwordsMatch);
export type RestoreEmailFormInput = z.infer<typeof restoreEmailFormSchema>;

/** POST /api/auth/restore-email body. */
export const restoreEmailSchema = z
  .object({
    token: z.string({ error: EMAIL_RESTORE_TEXTS.linkInvalid }).regex(EMAIL_RESTORE_TOKEN_PATTERN, EMAIL_RESTORE_TEXTS.linkInvalid),
    ...passwordFields,
  })
  .strict()
  .refine(...passwordsMatch);
export type RestoreEmailInput = z.infer<typeof restoreEmailSchema>;
