export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';

export const AUTH_HEADINGS: Record<AuthMode, string> = {
  login: 'Welcome back',
  register: 'Create account',
  forgot: 'Reset Password',
  reset: 'New Password',
};
