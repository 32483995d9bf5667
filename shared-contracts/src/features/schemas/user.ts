// Part of '@renewly/shared-contracts/features/schemas' (zod, off the first load); the index keeps the types.
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from '../../constants';
import { MESSAGES } from '../../messages';
import { stripSpaces, UK_MOBILE_PATTERN } from '../../rules/uk-mobile';
import { lazySchema } from '../../lazy-schema';

/** Emails are trimmed and lower-cased so one address is one account. */
export const emailSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, MESSAGES.emailTooLong)
    .pipe(z.email(MESSAGES.invalidEmail))
);

export const firstNameSchema = lazySchema(() =>
  z.string().trim().min(1, MESSAGES.firstNameRequired).max(NAME_MAX, MESSAGES.nameTooLong)
);
export const lastNameSchema = lazySchema(() =>
  z.string().trim().min(1, MESSAGES.lastNameRequired).max(NAME_MAX, MESSAGES.nameTooLong)
);
/** UK mobile, spaces allowed on input and removed on output. */
export const ukMobileSchema = lazySchema(() =>
  z
    .string()
    .max(20, MESSAGES.invalidUkMobile)
    .transform(stripSpaces)
    .pipe(z.string().regex(UK_MOBILE_PATTERN, MESSAGES.invalidUkMobile))
);

export const loginSchema = lazySchema(() =>
  z
    .object({
      email: emailSchema,
      password: z.string().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
    })
    .strict()
);
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = lazySchema(() => z.object({ email: emailSchema }).strict());
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** PUT /api/user body: the email (username) cannot be changed. */
export const updateProfileSchema = lazySchema(() =>
  z
    .object({ firstName: firstNameSchema, lastName: lastNameSchema, mobileNumber: ukMobileSchema })
    .strict()
);
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** A user as the API returns it (GET /api/auth/user, /api/user, login, register). */
export const userSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    username: z.string(),
    /** The same address as username (the sign-in name); read-only on the profile. */
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    mobileNumber: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
);
export type User = z.infer<typeof userSchema>;
