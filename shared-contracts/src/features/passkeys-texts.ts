// Issue 40, passkeys (WebAuthn): the words and limits the pages and the API share, without zod (the profile card and
// the sign-in screen draw on the first paint). The schemas are in './passkeys'.

/** A passkey's name, as the user gives it. */
export const PASSKEY_NAME_MAX = 50;
/** At most this many passkeys per account. */
export const PASSKEYS_MAX_PER_USER = 20;
/** A WebAuthn challenge works for this long, once, in the session that asked for it. */
export const PASSKEY_CHALLENGE_TTL_MINUTES = 5;

export const PASSKEY_TEXTS = {
  cardTitle: 'Passkeys',
  intro:
    'Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device or in your password manager, and it only works on Renewly.',
  add: 'Add a passkey',
  nameLabel: 'Name for this passkey',
  namePlaceholder: 'For example: My phone',
  nameRequired: 'Please enter a name for this passkey',
  nameTooLong: `Please use ${PASSKEY_NAME_MAX} characters or fewer`,
  none: 'No passkeys yet.',
  notUsed: 'Not used yet',
  rename: 'Rename',
  remove: 'Remove',
  save: 'Save',
  cancel: 'Cancel',
  continue: 'Continue',
  renameTitle: 'Rename passkey',
  removeTitle: 'Remove this passkey?',
  added: 'Passkey added',
  renamed: 'Passkey renamed',
  removed: 'Passkey removed',
  synced: 'Synced',
  signInWithPasskey: 'Sign in with a passkey',
  useAPasskey: 'Use a passkey',
  notSupported: 'This browser cannot use passkeys.',
  cancelled: 'No passkey was used: the request was cancelled, timed out, or no passkey for Renewly was found on this device.',
  alreadyOnDevice: 'This device already holds a passkey for your account.',
  // The API's refusals.
  notFound: 'Passkey not found',
  challengeMissing: 'This passkey request has expired or was already used. Please try again.',
  failed: 'That passkey could not be checked. Please try again.',
  signInFailed: 'That passkey is not registered on Renewly, or could not be checked. Sign in with your email and password instead.',
  alreadyRegistered: 'That passkey is already registered.',
  tooMany: `You can keep at most ${PASSKEYS_MAX_PER_USER} passkeys. Remove one first.`,
  noPasskeys: 'There is no passkey on this account.',
  notYours: 'That passkey does not belong to this account.',
  lastWayIn:
    'This passkey is the only way to sign in to your account (it has no password), so it cannot be removed. Add another passkey first.',
  confirmed: 'Confirmed',
} as const;

export const passkeyAddedOn = (when: string) => `Added ${when}`;
export const passkeyLastUsed = (when: string) => `Last used ${when}`;
export const passkeyRemoveBody = (name: string) =>
  `You will no longer be able to sign in with “${name}”. The passkey stays on your device until you delete it there.`;

/** A passkey as the list shows it (GET /api/passkeys). */
export interface PasskeySummary {
  id: string;
  name: string;
  /** ISO timestamps. */
  createdAt: string;
  lastUsedAt: string | null;
  /** The passkey is synced between devices (a backed-up, multi-device credential). */
  backedUp: boolean;
}
