// The plain sentence a passkey failure shows (issue 40): the API's message, or what the browser's refusal means;
// unchanged when a ceremony's failure is passed on (PasskeyError), as the sign-in button and the profile card do.
import { HttpError } from '@renewly/shared-contracts';
import { PASSKEY_TEXTS } from '@renewly/shared-contracts/features/passkeys-texts';
import { isAbort, passkeyFailureMessage, PasskeyError } from './passkey-ceremonies';

const refused = new HttpError(401, JSON.stringify({ message: PASSKEY_TEXTS.signInFailed }), 'Unauthorized');

test.each([
  ['the API refusal', refused, PASSKEY_TEXTS.signInFailed],
  ['the API refusal, passed on by a ceremony', new PasskeyError(refused), PASSKEY_TEXTS.signInFailed],
  ['cancelled, timed out or no passkey found', new DOMException('x', 'NotAllowedError'), PASSKEY_TEXTS.cancelled],
  ['the same, passed on', new PasskeyError(new DOMException('x', 'NotAllowedError')), PASSKEY_TEXTS.cancelled],
  ['this device already holds one', Object.assign(new Error('x'), { code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }), PASSKEY_TEXTS.alreadyOnDevice],
  ['an IP address or no WebAuthn', new DOMException('x', 'SecurityError'), PASSKEY_TEXTS.notSupported],
  ['anything else', new Error('boom'), PASSKEY_TEXTS.failed],
])('%s', (_what, error, message) => {
  expect(passkeyFailureMessage(error)).toBe(message);
});

test('an abort (the page ended the autofill itself) is told apart, wrapped or not', () => {
  expect(isAbort(new DOMException('x', 'AbortError'))).toBe(true);
  expect(isAbort(new PasskeyError(Object.assign(new Error('x'), { code: 'ERROR_CEREMONY_ABORTED' })))).toBe(true);
  expect(isAbort(new PasskeyError(refused))).toBe(false);
});

test("the autofill's failures worth a word are the API's refusals only", async () => {
  const { isRefusedByServer } = await import('./passkey-ceremonies');
  expect(isRefusedByServer(new PasskeyError(refused))).toBe(true);
  expect(isRefusedByServer(new PasskeyError(new DOMException('x', 'SecurityError')))).toBe(false);
  expect(isRefusedByServer(new PasskeyError(new DOMException('x', 'NotAllowedError')))).toBe(false);
});
