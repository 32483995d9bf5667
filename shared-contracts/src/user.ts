import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { MESSAGES } from './messages';
import { isCommonPassword } from './rules/common-passwords';
import { stripSpaces, UK_MOBILE_PATTERN } from './rules/uk-mobile';

/** Emails are trimmed and lower-cased so one address is one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, MESSAGES.emailTooLong)
  .pipe(z.email(MESSAGES.invalidEmail));

const firstName = z.string().trim().min(1, MESSAGES.firstNameRequired).max(NAME_MAX, MESSAGES.nameTooLong);
const lastName = z.string().trim().min(1, MESSAGES.lastNameRequired).max(NAME_MAX, MESSAGES.nameTooLong);
const newPassword = z
  .string()
  .min(PASSWORD_MIN, MESSAGES.passwordMin)
  .max(PASSWORD_MAX, MESSAGES.passwordTooLong)
  .refine((p) => !isCommonPassword(p), MESSAGES.passwordTooCommon);

/** UK mobile, spaces allowed on input and removed on output. */
export const ukMobileSchema = z
  .string()
  .max(20, MESSAGES.invalidUkMobile)
  .transform(stripSpaces)
  .pipe(z.string().regex(UK_MOBILE_PATTERN, MESSAGES.invalidUkMobile));

export const loginSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
  })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

/** What the sign-up form and the register payload have in common. */
const registrationFields = {
  email: emailSchema,
  firstName,
  lastName,
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

/** POST /api/auth/register body: username is the email address. */
export const registerPayloadSchema = z
  .object({ ...registrationFields, username: emailSchema })
  .strict()
  .refine((v) => v.username === v.email, { message: MESSAGES.usernameMustMatchEmail, path: ['username'] });
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** Builds the register payload from validated form values (drops confirmPassword, sets username). */
export function toRegisterPayload(form: z.output<typeof registerFormSchema>): RegisterPayload {
  return {
    email: form.email,
    firstName: form.firstName,
    lastName: form.lastName,
    mobileNumber: form.mobileNumber,
    password: form.password,
    username: form.email,
  };
}

export const forgotPasswordSchema = z.object({ email: emailSchema }).strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, MESSAGES.resetTokenRequired).max(200, MESSAGES.invalidInput),
    newPassword,
    confirmPassword: z.string().min(1, MESSAGES.confirmPasswordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
  })
  .strict()
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** PUT /api/user body: the email (username) cannot be changed. */
export const updateProfileSchema = z
  .object({ firstName, lastName, mobileNumber: ukMobileSchema })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** A user as the API returns it (GET /api/auth/user, /api/user, login, register). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  /** The same address as username (the sign-in name); read-only on the profile. */
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof userSchema>;
