// Not in the index (every first load): import '@renewly/shared-contracts/features/registration'.
// Who may sign up on this Renewly (REGISTRATION on the server): everyone, no one, or invited addresses only.
export const REGISTRATION_MODES = ['open', 'closed', 'invite'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** GET /api/auth/registration answer: the auth screen offers 'Sign up' only when it is open. */
export interface RegistrationStatus {
  mode: RegistrationMode;
}

export const REGISTRATION_PATH = '/api/auth/registration';

export const REGISTRATION_MESSAGES = {
  closed: 'Sign-up is closed on this Renewly. Ask whoever runs it for an account.',
  inviteOnly: 'Sign-up here is by invitation only, and this email address has not been invited.',
  notOpenHint: 'New accounts are by invitation on this Renewly: ask whoever runs it.',
} as const;
