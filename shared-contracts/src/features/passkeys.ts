// Issue 40, passkeys (WebAuthn): the payloads of /api/passkeys, /api/auth/passkey and /api/auth/reauth/passkey. The
// credential schemas follow the JSON that @simplewebauthn/browser sends (RegistrationResponseJSON,
// AuthenticationResponseJSON): a malformed answer is refused here (400), before the WebAuthn checks run. Imported as
// '@renewly/shared-contracts/features/passkeys'.
import { z } from 'zod';

import { PASSKEY_NAME_MAX, PASSKEY_TEXTS } from './passkeys-texts';

export * from './passkeys-texts';

/** base64url without padding, as WebAuthn's JSON uses; `max` characters at most. */
const base64url = (max: number) =>
  z.string({ error: PASSKEY_TEXTS.failed }).max(max, PASSKEY_TEXTS.failed).regex(/^[A-Za-z0-9_-]*$/, PASSKEY_TEXTS.failed);

/** A credential id (at most 1,023 bytes by the spec: 1,364 characters of base64url). */
const credentialId = base64url(1364).min(1, PASSKEY_TEXTS.failed);

/** Extension outputs (credProps and the like): passed to the library as sent, small. */
const extensionResults = z.record(z.string().max(40), z.unknown());

const credentialBase = {
  id: credentialId,
  rawId: credentialId,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults,
  type: z.literal('public-key', { error: PASSKEY_TEXTS.failed }),
};

/** What `startRegistration()` answers (RegistrationResponseJSON). */
export const registrationCredentialSchema = z
  .object({
    ...credentialBase,
    response: z
      .object({
        clientDataJSON: base64url(4096),
        attestationObject: base64url(32_768),
        authenticatorData: base64url(8192).optional(),
        transports: z.array(z.string().max(20).regex(/^[a-z-]+$/)).max(10).optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: base64url(8192).optional(),
      })
      .strict(),
  })
  .strict();

/** What `startAuthentication()` answers (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z
  .object({
    ...credentialBase,
    response: z
      .object({
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(8192),
        signature: base64url(1024),
        userHandle: base64url(128).optional(),
      })
      .strict(),
  })
  .strict();

export const passkeyNameSchema = z
  .string({ error: PASSKEY_TEXTS.nameRequired })
  .trim()
  .min(1, PASSKEY_TEXTS.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_TEXTS.nameTooLong)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, PASSKEY_TEXTS.nameRequired);

/** POST /api/passkeys/registration/verify. */
export const passkeyRegistrationSchema = z.object({ name: passkeyNameSchema, credential: registrationCredentialSchema }).strict();
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>;

/** PATCH /api/passkeys/:id, and the Add and Rename dialogs' field. */
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema }).strict();
export type PasskeyRenameInput = z.infer<typeof passkeyRenameSchema>;

/** POST /api/auth/passkey/verify and POST /api/auth/reauth/passkey/verify. */
export const passkeyAssertionSchema = z.object({ credential: authenticationCredentialSchema }).strict();
export type PasskeyAssertionInput = z.infer<typeof passkeyAssertionSchema>;

/** GET /api/passkeys, one entry. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  backedUp: z.boolean(),
});
export const passkeyListSchema = z.array(passkeySummarySchema);
