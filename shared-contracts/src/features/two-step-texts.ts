// Issue 40, two-step sign-in (TOTP, RFC 6238) with recovery codes: the words, limits and answer types the profile card,
// the sign-in screen and the API share, without zod (the profile is drawn on the first paint). The schemas are in
// './two-step'.

/** The code from the authenticator app: 6 digits, a new one every 30 seconds; one step either side is accepted. */
export const TWO_STEP_CODE_DIGITS = 6;
export const TWO_STEP_PERIOD_SECONDS = 30;
export const TWO_STEP_DRIFT_STEPS = 1;
/** After the password, the code must follow within this long (the half-signed-in state). */
export const TWO_STEP_PENDING_MINUTES = 5;
/** A set-up (a new secret shown, not yet confirmed by a code) is kept this long. */
export const TWO_STEP_SETUP_MINUTES = 15;
/** How many recovery codes a set holds; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code: 10 letters and digits (shown as two groups of 5, 'abcde-12345'), about 50 random bits. */
export const RECOVERY_CODE_LENGTH = 10;
/** The letters a recovery code is made of (no i, l, o, u: they read like 1, 1, 0, v). */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** The issuer shown by authenticator apps beside the account's address. */
export const TWO_STEP_ISSUER = 'Renewly';

export const TWO_STEP_TEXTS = {
  cardTitle: 'Two-step sign-in',
  statusOn: 'On',
  statusOff: 'Off',
  offIntro: 'Signing in asks only for your password. Turn on two-step sign-in to also ask for a code from an authenticator app on your phone.',
  onIntro: 'Signing in asks for your password and a code from your authenticator app.',
  turnOn: 'Turn on two-step sign-in',
  scanIntro: 'Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), or type the key below into it.',
  qrAlt: 'QR code to add Renewly to your authenticator app',
  secretLabel: 'Key to type into your app',
  // On the phone that holds the app, where a QR code cannot be scanned (issue 51 item 27).
  openInApp: 'Open in your authenticator app',
  copyKey: 'Copy key',
  keyCopied: 'Key copied: paste it into your authenticator app',
  copyFailed: 'Could not copy: select the key and copy it yourself',
  enterCode: 'Enter the 6-digit code from your authenticator app',
  codeLabel: '6-digit code',
  confirmOn: 'Turn on',
  cancel: 'Cancel',
  turnedOn: 'Two-step sign-in is on',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Each code signs you in once when you cannot use your authenticator app. Save them somewhere safe now: they will not be shown again.',
  copyCodes: 'Copy codes',
  codesCopied: 'Codes copied',
  downloadCodes: 'Download codes',
  savedThem: 'I have saved them',
  makeNewCodes: 'Make new recovery codes',
  newCodesMade: 'New recovery codes made: the old ones no longer work',
  turnOff: 'Turn off',
  turnOffOk: 'Yes, turn off',
  renewOk: 'Yes, make new codes',
  turnOffConfirm: 'Turn off two-step sign-in?',
  turnOffDescription: 'Signing in will ask only for your password.',
  turnedOff: 'Two-step sign-in is off',
  renewConfirm: 'Make new recovery codes?',
  renewDescription: 'Your current recovery codes will stop working.',
  // The sign-in screen's code step.
  signInHeading: 'Two-step sign-in',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from your authenticator app instead',
  enterRecoveryCode: 'Enter one of your recovery codes',
  recoveryCodeLabel: 'Recovery code',
  continue: 'Continue',
  backToSignIn: '← Back to sign in',
  // Refusals (the API's 400/401 `message`, shown under the field).
  codeWrongLength: 'The code is 6 digits: please enter all 6',
  codeNotDigits: 'The code is 6 digits: numbers only',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  codeReused: 'That code was already used. Wait for the next code in your authenticator app.',
  recoveryCodeFormat: 'A recovery code is 10 letters and numbers, like abcde-12345',
  proofNeeded: 'Enter the 6-digit code from your authenticator app, or one recovery code',
  wrongRecoveryCode: 'That recovery code is not right, or it has already been used.',
  noPendingSignIn: 'Please sign in with your email and password first.',
  pendingExpired: 'That took too long. Please sign in with your email and password again.',
  tooManyWrongCodes: 'Too many wrong codes. Please sign in with your email and password again.',
  confirmed: 'Thanks, that’s confirmed',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on.',
  setupExpired: 'The set-up has expired. Please start again.',
} as const;

/** What is wrong with a typed code (spaces aside), or null: letters first, then the length. One rule for page and API. */
export function totpCodeProblem(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  if (/\D/.test(digits)) return TWO_STEP_TEXTS.codeNotDigits;
  if (digits.length !== TWO_STEP_CODE_DIGITS) return TWO_STEP_TEXTS.codeWrongLength;
  return null;
}

/** 'You have 7 recovery codes left' (the card's status line). */
export const recoveryCodesLeftText = (n: number): string =>
  n === 1 ? 'You have 1 recovery code left' : `You have ${n} recovery codes left`;

/** GET /api/two-step: whether two-step sign-in is on, and how many recovery codes are left. */
export interface TwoStepStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

/** POST /api/two-step/setup: a new secret, shown once to be added to an app (kept pending until confirmed). */
export interface TwoStepSetup {
  /** The secret in base32, for typing into an app. */
  secret: string;
  /** otpauth://totp/Renewly:<email>?secret=...&issuer=Renewly&algorithm=SHA1&digits=6&period=30 */
  otpauthUri: string;
  /** The URI as a QR code: an SVG image as a data: URL (the page shows it in an <img>). */
  qrCode: string;
}

/** POST /api/two-step/enable and /api/two-step/recovery-codes: the new set of codes, shown only in this answer. */
export interface RecoveryCodesAnswer {
  codes: string[];
  status: TwoStepStatus;
}

/** POST /api/auth/login when the password is right and two-step sign-in is on: the code is asked next. */
export interface TwoStepRequiredAnswer {
  twoStepRequired: true;
}
