// Passkeys in the browser (issue 40), for the shell (sign-in screen, the "Confirm it's you" dialog) and the account
// remote (Profile → Passkeys). @simplewebauthn/browser is loaded only when a ceremony starts (dynamic import: it is
// in no page's first load). Every failure becomes an Error whose message is a plain sentence for the page.
import { apiJson, isHttpError, type User } from '@renewly/shared-contracts';
import { PASSKEY_TEXTS, type PasskeySummary } from '@renewly/shared-contracts/features/passkeys-texts';

type WebAuthnBrowser = typeof import('@simplewebauthn/browser');
let loaded: WebAuthnBrowser | null = null;
const webauthn = (): Promise<WebAuthnBrowser> => import('@simplewebauthn/browser').then((m) => (loaded = m));
/** Moves on at each abortPasskeyAutofill(): an autofill request still being prepared then never starts. */
let autofillGeneration = 0;

/** True when this browser can create and use passkeys at all. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** A thrown ceremony failure as the sentence to show: the API's own message, or what the browser's refusal means. */
export function passkeyFailureMessage(error: unknown): string {
  if (error instanceof PasskeyError) return error.message;
  if (isHttpError(error)) return error.serverMessage ?? PASSKEY_TEXTS.failed;
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return PASSKEY_TEXTS.alreadyOnDevice;
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return PASSKEY_TEXTS.cancelled;
  if (name === 'SecurityError' || name === 'NotSupportedError' || code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') {
    return PASSKEY_TEXTS.notSupported;
  }
  return PASSKEY_TEXTS.failed;
}

/** A failure the page shows as it is (its message is already the plain sentence). */
export class PasskeyError extends Error {
  constructor(override readonly cause: unknown) {
    super(passkeyFailureMessage(cause));
    this.name = 'PasskeyError';
  }
}

/** True when the API refused the passkey the user chose (not a browser-side cancel, abort or lack of support). */
export function isRefusedByServer(error: unknown): boolean {
  return isHttpError(error instanceof PasskeyError ? error.cause : error);
}

/** True for the abort of an autofill request that the page ended itself (a password submit, the passkey button). */
export function isAbort(error: unknown): boolean {
  const { name, code } = (error instanceof PasskeyError ? error.cause : error ?? {}) as { name?: string; code?: string };
  return name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (!browserHasPasskeys()) throw new PasskeyError(new DOMException('no WebAuthn', 'NotSupportedError'));
  try {
    return await run();
  } catch (error) {
    throw error instanceof PasskeyError ? error : new PasskeyError(error);
  }
}

/** Profile → "Add a passkey": the browser makes the passkey, the API checks and keeps it under `name`. */
export function addPasskey(name: string): Promise<PasskeySummary> {
  return ceremony(async () => {
    const { startRegistration } = await webauthn();
    const optionsJSON = await apiJson<Parameters<typeof startRegistration>[0]['optionsJSON']>('POST', '/api/passkeys/registration/options');
    const credential = await startRegistration({ optionsJSON });
    return apiJson<PasskeySummary>('POST', '/api/passkeys/registration/verify', { name, credential });
  });
}

type RequestOptions = Parameters<Awaited<ReturnType<typeof webauthn>>['startAuthentication']>[0]['optionsJSON'];

/** "Sign in with a passkey" (no email typed: the browser offers the passkeys it holds for this site). */
export function signInWithPasskey(): Promise<User> {
  // The autofill already has the user's passkey and is signing in: that is this sign-in (a second one would replace
  // the session the page is about to load with).
  if (signInAnswer) return signInAnswer;
  // An autofill request still being prepared never starts; one open is ended by this ceremony (the library keeps one).
  autofillGeneration += 1;
  return ceremony(async () => {
    const { startAuthentication } = await webauthn();
    const optionsJSON = await apiJson<RequestOptions>('POST', '/api/auth/passkey/options');
    const credential = await startAuthentication({ optionsJSON });
    return verifySignIn(credential);
  });
}

/** The one sign-in answer in flight, if any. */
let signInAnswer: Promise<User> | null = null;

function verifySignIn(credential: unknown): Promise<User> {
  signInAnswer = apiJson<User>('POST', '/api/auth/passkey/verify', { credential }).catch((error: unknown) => {
    signInAnswer = null;
    throw error;
  });
  return signInAnswer;
}

/**
 * The browser's autofill on the email field (conditional mediation, `autocomplete="username webauthn"`): started only
 * where `PublicKeyCredential.isConditionalMediationAvailable()` says so. Resolves with the user once one is chosen
 * and checked, with null where the browser has no autofill for passkeys; rejects when aborted
 * (abortPasskeyAutofill) or refused.
 */
export async function signInWithPasskeyAutofill(): Promise<User | null> {
  const available =
    browserHasPasskeys() &&
    // Browsers refuse WebAuthn on an IP address (the RP ID must be a host name): no request, no error.
    !/^(\d+\.){3}\d+$|^\[/.test(window.location.hostname) &&
    typeof PublicKeyCredential.isConditionalMediationAvailable === 'function' &&
    (await PublicKeyCredential.isConditionalMediationAvailable().catch(() => false));
  if (!available) return null;
  const generation = autofillGeneration;
  return ceremony(async () => {
    const { startAuthentication } = await webauthn();
    const optionsJSON = await apiJson<RequestOptions>('POST', '/api/auth/passkey/options');
    if (generation !== autofillGeneration) throw new DOMException('The password form was used instead', 'AbortError');
    const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: true });
    return verifySignIn(credential);
  });
}

/** Ends an open autofill request (the password form is submitted); a no-op when the library never loaded. */
export function abortPasskeyAutofill(): void {
  autofillGeneration += 1;
  loaded?.WebAuthnAbortService.cancelCeremony();
}

/**
 * "Confirm it's you" with a passkey (the re-authentication dialog's "Use a passkey"): resolves once the API has
 * marked this session recently authenticated; rejects with a PasskeyError whose message is the plain reason (no
 * passkey on the account, cancelled, refused).
 */
export function confirmWithPasskey(): Promise<void> {
  return ceremony(async () => {
    const { startAuthentication } = await webauthn();
    const optionsJSON = await apiJson<RequestOptions>('POST', '/api/auth/reauth/passkey/options');
    const credential = await startAuthentication({ optionsJSON });
    await apiJson('POST', '/api/auth/reauth/passkey/verify', { credential });
  });
}
