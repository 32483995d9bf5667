// Issue 40: what the pages and the API share about sign-in security (re-authentication, sign-in change notices).

/** A sensitive change asks for the password, a code or a passkey again unless the user signed in this recently. */
export const RECENT_AUTH_MINUTES = 10;

/** The API's 403 `message` (with `reauthRequired: true`) when a sensitive change needs the user to confirm first. */
export const REAUTH_REQUIRED_MESSAGE = 'Please confirm it’s you to continue';

/** Every change of how an account signs in; each one emails the account's verified address. */
export const SIGN_IN_CHANGES = [
  'passkey-added',
  'passkey-removed',
  'two-step-on',
  'two-step-off',
  'recovery-codes-renewed',
  'password-changed',
  'email-changed',
] as const;
export type SignInChange = (typeof SIGN_IN_CHANGES)[number];

/** The subject of each notice email (also what tests wait for at the loopback SMTP server). */
export const SIGN_IN_CHANGE_SUBJECTS: Record<SignInChange, string> = {
  'passkey-added': 'A passkey was added to your Renewly account',
  'passkey-removed': 'A passkey was removed from your Renewly account',
  'two-step-on': 'Two-step sign-in is now on for your Renewly account',
  'two-step-off': 'Two-step sign-in was turned off for your Renewly account',
  'recovery-codes-renewed': 'New recovery codes were made for your Renewly account',
  'password-changed': 'The password of your Renewly account was changed',
  'email-changed': 'The email address of your Renewly account was changed',
};

/** The subject of the email sent when the account is signed in on a device or browser it was not used on before. */
export const NEW_DEVICE_SIGN_IN_SUBJECT = 'New sign-in to your Renewly account';
