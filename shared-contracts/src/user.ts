// The user's schemas (sign-in, profile, the user as the API returns it) are in features/schemas/user.ts.
export type { ForgotPasswordInput, LoginInput, UpdateProfileInput, User } from './features/schemas/user';
