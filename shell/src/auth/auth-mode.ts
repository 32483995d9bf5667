/** 'two-step': the password was right and the account asks for a code from the authenticator app (issue 40). */
export type AuthMode = 'login' | 'register' | 'forgot' | 'reset' | 'two-step';

export const AUTH_HEADINGS: Record<AuthMode, string> = {
  login: 'Welcome back',
  register: 'Create account',
  forgot: 'Reset Password',
  reset: 'New Password',
  'two-step': 'Two-step sign-in',
};
