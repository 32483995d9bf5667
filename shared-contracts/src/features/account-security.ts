// Issue 40: re-authentication, changing the sign-in email and password, and "Where you're signed in" (the pages
// and the API share these). Re-authentication's rule and refusal text live in sign-in-security.ts.
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX } from '@renewly/shared-contracts';
import { newPasswordSchema } from './account-forms';
import { emailSchema } from './schemas';

/** POST /api/auth/reauth/password body. */
export const reauthPasswordSchema = z
  .object({ password: z.string().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong) })
  .strict();
export type ReauthPasswordInput = z.infer<typeof reauthPasswordSchema>;

/** GET /api/auth/reauth/methods: which ways of confirming the user can use (two-step and passkeys when they have them). */
export const reauthMethodsSchema = z.object({ password: z.boolean(), twoStep: z.boolean().optional(), passkeys: z.boolean().optional() });
export type ReauthMethods = z.infer<typeof reauthMethodsSchema>;

/** PUT /api/user/email body: the new sign-in address (it must be verified again). */
export const changeEmailSchema = z.object({ email: emailSchema }).strict();
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/**
 * PUT /api/user/password body: the current password and the new one (ASVS V2.1.6), from a session that signed in or
 * confirmed who it is in the last 10 minutes.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX, MESSAGES.passwordTooLong),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, MESSAGES.confirmPasswordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
  })
  .strict()
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

// The session list's schemas: features/account-sessions.ts (no password rules there: the profile reads it first).
export { sessionPublicIdParamsSchema, signedInSessionSchema, signedInSessionListSchema, type SignedInSession } from './account-sessions';

export const ACCOUNT_SECURITY_TEXTS = {
  reauthWrongPassword: 'That password is not right.',
  reauthConfirmed: 'Confirmed',
  emailUnchanged: 'That is already your email address.',
  /** The same answer whether or not another account uses the address (no enumeration, issue 51). */
  emailChangeLinkSent: 'We sent a link to the new address. Your email address changes when you open it.',
  emailChangedTo: (email: string) => `Your email address is now ${email}.`,
  samePassword: 'That is already your password. Choose a different one.',
  passwordChanged: 'Password changed. Your other devices were signed out.',
  wrongCurrentPassword: 'That is not your current password. Your password was not changed.',
  sessionNotFound: 'Session not found',
  sessionSignedOut: 'Signed out of that device',
} as const;
