// Passkeys (issue 40): registration, the list, rename and removal, and the checks of a sign-in or re-authentication
// answer, with @simplewebauthn/server. Every refusal is a plain message (400, or 401 for a sign-in); nothing the
// library throws on a malformed answer reaches the error handler as a 500.
import type { Request } from 'express';
import { Types } from 'mongoose';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEYS_MAX_PER_USER, PASSKEY_TEXTS, type PasskeySummary } from '@renewly/shared-contracts/features/passkeys-texts';
import type { PasskeyAssertionInput, PasskeyRegistrationInput } from '@renewly/shared-contracts/features/passkeys';
import type { AppDeps } from '../../core/app-deps';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError, notFound } from '../../core/http/api-error';
import { sendSignInChangeNotice } from '../security-notices';
import { UserModel } from '../users';
import { CHALLENGE_TTL_MS, keepChallenge, takeChallenge, type ChallengePurpose } from './passkey-challenge';
import { PasskeyModel, type PasskeyRecord } from './passkey.model';
import { RP_NAME, relyingPartyFor } from './relying-party';

type Deps = Pick<AppDeps, 'config' | 'mailer' | 'logger'>;

const KNOWN_TRANSPORTS = new Set(['ble', 'hybrid', 'internal', 'nfc', 'usb']);
const knownTransports = (list: readonly string[] | undefined): AuthenticatorTransport[] =>
  (list ?? []).filter((t) => KNOWN_TRANSPORTS.has(t)) as AuthenticatorTransport[];

/** The WebAuthn user handle of a user: the 12 bytes of their id (no email or name in it). */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(userId, 'hex'));

export function toSummary(p: Pick<PasskeyRecord, '_id' | 'name' | 'createdAt' | 'lastUsedAt' | 'backedUp'>): PasskeySummary {
  return {
    id: String(p._id),
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt ? p.lastUsedAt.toISOString() : null,
    backedUp: p.backedUp,
  };
}

const oid = (id: string) => new Types.ObjectId(id);

export async function listPasskeys(userId: string): Promise<PasskeySummary[]> {
  const found = await PasskeyModel.find({ userId: oid(userId) }).sort({ createdAt: 1, _id: 1 }).lean();
  return found.map(toSummary);
}

export async function registrationOptions(req: Request, userId: string, deps: Deps): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await UserModel.findById(oid(userId), { email: 1, firstName: 1, lastName: 1 }).lean();
  if (!user) throw new ApiError(401, 'Not authenticated');
  const existing = await PasskeyModel.find({ userId: oid(userId) }, { credentialId: 1, transports: 1 }).lean();
  if (existing.length >= PASSKEYS_MAX_PER_USER) throw new ApiError(409, PASSKEY_TEXTS.tooMany);
  const rp = relyingPartyFor(req, deps.config);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    userID: userHandleOf(userId),
    attestationType: 'none',
    // The same authenticator is not registered twice for one account.
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: knownTransports(p.transports) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    timeout: CHALLENGE_TTL_MS,
  });
  keepChallenge(req, 'register', options.challenge, rp, userId);
  return options;
}

export async function verifyRegistration(req: Request, userId: string, input: PasskeyRegistrationInput, deps: Deps): Promise<PasskeySummary> {
  const challenge = await takeChallenge(req, 'register', userId);
  let info;
  try {
    const verification = await verifyRegistrationResponse({
      response: input.credential as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rpID,
      requireUserVerification: true,
    });
    if (!verification.verified) throw new Error('not verified');
    info = verification.registrationInfo;
  } catch (err) {
    deps.logger.info({ err: (err as Error).message, userId }, 'passkey registration refused');
    throw new ApiError(400, PASSKEY_TEXTS.failed);
  }
  if ((await PasskeyModel.countDocuments({ userId: oid(userId) })) >= PASSKEYS_MAX_PER_USER) {
    throw new ApiError(409, PASSKEY_TEXTS.tooMany);
  }
  let created;
  try {
    created = await PasskeyModel.create({
      userId: oid(userId),
      credentialId: info.credential.id,
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: knownTransports(info.credential.transports ?? input.credential.response.transports),
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: input.name,
      createdAt: new Date(),
      lastUsedAt: null,
    });
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ApiError(409, PASSKEY_TEXTS.alreadyRegistered);
    throw err;
  }
  await sendSignInChangeNotice(deps, userId, 'passkey-added', { passkeyName: input.name });
  return toSummary(created);
}

export async function renamePasskey(userId: string, passkeyId: string, name: string): Promise<PasskeySummary> {
  const updated = await PasskeyModel.findOneAndUpdate({ _id: oid(passkeyId), userId: oid(userId) }, { $set: { name } }, { returnDocument: 'after' }).lean();
  if (!updated) throw notFound(PASSKEY_TEXTS.notFound);
  return toSummary(updated);
}

const hasPassword = (user: { passwordHash?: unknown } | null) => typeof user?.passwordHash === 'string' && user.passwordHash.length > 0;

/**
 * Removes one of the user's passkeys, unless it is the last way back in: an account with no password keeps its last
 * passkey (two removals racing are both undone if together they would leave none).
 */
export async function removePasskey(userId: string, passkeyId: string, deps: Deps): Promise<void> {
  const passkey = await PasskeyModel.findOne({ _id: oid(passkeyId), userId: oid(userId) }).lean();
  if (!passkey) throw notFound(PASSKEY_TEXTS.notFound);
  const passwordless = !hasPassword(await UserModel.findById(oid(userId), { passwordHash: 1 }).lean());
  if (passwordless && (await PasskeyModel.countDocuments({ userId: oid(userId) })) <= 1) {
    throw new ApiError(409, PASSKEY_TEXTS.lastWayIn);
  }
  const { deletedCount } = await PasskeyModel.deleteOne({ _id: passkey._id, userId: oid(userId) });
  if (deletedCount === 0) throw notFound(PASSKEY_TEXTS.notFound);
  if (passwordless && (await PasskeyModel.countDocuments({ userId: oid(userId) })) === 0) {
    await PasskeyModel.create(passkey);
    throw new ApiError(409, PASSKEY_TEXTS.lastWayIn);
  }
  await sendSignInChangeNotice(deps, userId, 'passkey-removed', { passkeyName: passkey.name });
}

/**
 * Options for a sign-in (any passkey of this site: discoverable credentials, no email typed) or a re-authentication
 * (the signed-in user's passkeys only).
 */
export async function authenticationOptions(
  req: Request,
  purpose: Exclude<ChallengePurpose, 'register'>,
  deps: Deps,
  userId?: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  let allowCredentials: { id: string; transports: AuthenticatorTransport[] }[] = [];
  if (purpose === 'reauth') {
    const mine = await PasskeyModel.find({ userId: oid(userId!) }, { credentialId: 1, transports: 1 }).lean();
    if (mine.length === 0) throw new ApiError(400, PASSKEY_TEXTS.noPasskeys);
    allowCredentials = mine.map((p) => ({ id: p.credentialId, transports: knownTransports(p.transports) }));
  }
  const rp = relyingPartyFor(req, deps.config);
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, allowCredentials, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
  keepChallenge(req, purpose, options.challenge, rp, userId);
  // A signed-out visitor's session holds only this challenge: let it end with it rather than after 30 days.
  if (!req.user) req.session.cookie.maxAge = CHALLENGE_TTL_MS;
  return options;
}

/**
 * Checks a sign-in or re-authentication answer against this session's challenge and the stored passkey: signature,
 * origin, RP ID, user verification, the signature counter (never backwards) and the backup eligibility (fixed at
 * registration). Stores the new counter, backed-up flag and last use. Refuses with `status` and a plain message.
 */
export async function verifyAssertion(
  req: Request,
  purpose: Exclude<ChallengePurpose, 'register'>,
  input: PasskeyAssertionInput,
  deps: Deps,
  userId?: string,
): Promise<PasskeyRecord> {
  const status = purpose === 'sign-in' ? 401 : 400;
  const refused = purpose === 'sign-in' ? PASSKEY_TEXTS.signInFailed : PASSKEY_TEXTS.failed;
  const challenge = await takeChallenge(req, purpose, userId);
  const { credential } = input;
  const passkey = await PasskeyModel.findOne({ credentialId: credential.id }).lean();
  if (!passkey) throw new ApiError(status, refused);
  if (userId !== undefined && String(passkey.userId) !== userId) throw new ApiError(400, PASSKEY_TEXTS.notYours);
  const handle = credential.response.userHandle;
  if (handle !== undefined && handle !== '' && handle !== isoBase64URL.fromBuffer(userHandleOf(String(passkey.userId)))) {
    throw new ApiError(status, refused);
  }
  let info;
  try {
    const verification = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
      requireUserVerification: true,
    });
    if (!verification.verified) throw new Error('not verified');
    info = verification.authenticationInfo;
    // WebAuthn L3 §7.2: the backup eligibility of a credential never changes.
    if (info.credentialDeviceType !== passkey.deviceType) throw new Error('backup eligibility changed');
  } catch (err) {
    deps.logger.info({ err: (err as Error).message, passkeyId: String(passkey._id) }, 'passkey answer refused');
    throw new ApiError(status, refused);
  }
  // Only from the counter this check was made against: of two answers racing with one counter, one wins.
  const { matchedCount } = await PasskeyModel.updateOne(
    { _id: passkey._id, counter: passkey.counter },
    { $set: { counter: info.newCounter, backedUp: info.credentialBackedUp, lastUsedAt: new Date() } },
  );
  if (matchedCount === 0) throw new ApiError(status, refused);
  return passkey;
}
