/**
 * 'two-step': the password was right and the account asks for a code from the authenticator app (issue 40).
 * 'restore': the link sent to an address the account left takes the account back (issue 51).
 */
export type AuthMode = 'login' | 'register' | 'forgot' | 'reset' | 'two-step' | 'restore';

export const AUTH_HEADINGS: Record<AuthMode, string> = {
  login: 'Welcome back',
  register: 'Create account',
  forgot: 'Reset Password',
  reset: 'New Password',
  'two-step': 'Two-step sign-in',
  restore: 'Take your account back',
};
