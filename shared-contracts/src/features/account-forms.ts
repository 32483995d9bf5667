// The sign-up and password-reset forms and payloads (the auth screen and the API): new passwords are checked
// against the common-passwords list, which only these need.
import { z } from 'zod';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@renewly/shared-contracts';
import { emailSchema, firstNameSchema, lastNameSchema, ukMobileSchema } from './schemas';
import { isCommonPassword } from './common-passwords';

const newPassword = z
  .string()
  .min(PASSWORD_MIN, MESSAGES.passwordMin)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong)
  .refine((p) => !isCommonPassword(p), MESSAGES.passwordTooCommon);
/** A new password (sign-up, reset, change): length and not a common password. */
export const newPasswordSchema = newPassword;


/** What the sign-up form and the register payload have in common. */
const registrationFields = {
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  mobileNumber: ukMobileSchema,
  password: newPassword,
};

/** The sign-up form (client side): has confirmPassword, which is never sent. */
export const registerFormSchema = z
  .object({ ...registrationFields, confirmPassword: z.string().min(1, MESSAGES.confirmPasswordRequired) })
  // An empty confirmation already has its own message.
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** POST /api/auth/register body: username is the email address; `inviteToken` a household-sharing invitation's (issue 36). */
export const registerPayloadSchema = z
  .object({ ...registrationFields, username: emailSchema, inviteToken: z.string().max(200).optional() })
  .strict()
  .refine((v) => v.username === v.email, { message: MESSAGES.usernameMustMatchEmail, path: ['username'] });
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** Builds the register payload from validated form values (drops confirmPassword, sets username; the invitation's token if any). */
export function toRegisterPayload(form: z.output<typeof registerFormSchema>, inviteToken?: string | null): RegisterPayload {
  return {
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    mobileNumber: form.mobileNumber,
    password: form.password,
    username: form.email,
    ...(inviteToken ? { inviteToken } : {}),
  };
}

export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, MESSAGES.resetTokenRequired).max(200, MESSAGES.invalidInput),
    newPassword,
    confirmPassword: z.string().min(1, MESSAGES.confirmPasswordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
    /** Also remove every passkey (they sign in without the password, so a reset alone leaves them working). */
    removePasskeys: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

