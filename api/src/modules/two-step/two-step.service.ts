// Two-step sign-in (issue 40; ASVS V2.7 out-of-band/TOTP verifiers, V2.8 one-time codes, V2.6 recovery codes):
// set-up with a pending secret confirmed by the first code, recovery codes, turning it off, and checking a code or a
// recovery code at sign-in or re-authentication. A code is accepted once: its time step is claimed by an insert under
// a unique (user, step) index, and no step at or before the user's latest accepted one is accepted again.
import { Types } from 'mongoose';
import {
  RECOVERY_CODE_COUNT,
  TWO_STEP_SETUP_MINUTES,
  TWO_STEP_TEXTS as TEXT,
  type RecoveryCodesAnswer,
  type TwoStepSetup,
  type TwoStepStatus,
} from '@renewly/shared-contracts/features/two-step';
import type { AppDeps } from '../../core/app-deps';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError } from '../../core/http/api-error';
import { sendSignInChangeNotice } from '../security-notices';
import { newRecoverySet, recoveryCodeIndex } from './recovery-codes';
import { createSecretBox, TwoStepSecretError, twoStepKey, type SecretBox } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUri, qrCodeDataUrl } from './totp';
import { RecoveryCodeUseModel, TwoStepModel, UsedStepModel, type TwoStepRecord } from './two-step.model';

/** The module's clock (tests move it; every time check of this module reads it). */
export const twoStepClock = { now: (): number => Date.now() };

export type TwoStepDeps = Pick<AppDeps, 'config' | 'mailer' | 'logger'>;

/** What the user proved with: a code from the app, or one recovery code. */
export type TwoStepProof = { code?: string; recoveryCode?: string };

export type ProofResult = { ok: true; via: 'code' | 'recovery-code' } | { ok: false; message: string };

const oid = (userId: string) => new Types.ObjectId(userId);
const boxOf = (deps: TwoStepDeps): SecretBox => createSecretBox(twoStepKey(deps.config));
const enabled = (doc: TwoStepRecord | null): doc is TwoStepRecord & { secret: string; enabledAt: Date } =>
  !!doc && doc.enabledAt !== null && doc.secret !== null;

const readRecord = (userId: string) => TwoStepModel.findById(oid(userId)).lean<TwoStepRecord>();

/** Whether signing in to this account asks for a code after the password (for the lead's reauth methods too). */
export async function hasTwoStep(userId: string): Promise<boolean> {
  if (!Types.ObjectId.isValid(userId)) return false;
  return enabled(await TwoStepModel.findById(oid(userId), { secret: 1, enabledAt: 1 }).lean<TwoStepRecord>());
}

async function statusOf(userId: string, doc: TwoStepRecord | null): Promise<TwoStepStatus> {
  if (!enabled(doc)) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  const used = doc.recovery ? await RecoveryCodeUseModel.countDocuments({ userId: oid(userId), setId: doc.recovery.setId }) : 0;
  return {
    enabled: true,
    enabledAt: doc.enabledAt.toISOString(),
    recoveryCodesLeft: Math.max(0, (doc.recovery?.hashes.length ?? 0) - used),
  };
}

export async function twoStepStatus(userId: string): Promise<TwoStepStatus> {
  return statusOf(userId, await readRecord(userId));
}

/** The pending secret while its set-up lives (a reload of the page shows the same key), else null. */
function livePendingSecret(deps: TwoStepDeps, userId: string, doc: TwoStepRecord | null): string | null {
  const pending = doc?.pending;
  if (!pending || twoStepClock.now() - pending.createdAt.getTime() > TWO_STEP_SETUP_MINUTES * 60_000) return null;
  return openSecret(deps, pending.secret, userId);
}

/**
 * The secret to add to an app, kept pending (encrypted) until a code from the app confirms it. A set-up started again
 * while the last one lives shows the same key (issue 51: a refresh made a new key, and the app added first then gave
 * codes that were refused with no hint); after it expires, a new one.
 */
export async function startTwoStepSetup(deps: TwoStepDeps, user: { id: string; email: string }): Promise<TwoStepSetup> {
  const doc = await readRecord(user.id);
  if (enabled(doc)) throw new ApiError(409, TEXT.alreadyOn);
  const kept = livePendingSecret(deps, user.id, doc);
  if (kept !== null) return setupAnswer(kept, user.email);
  const secret = newTotpSecret();
  const pending = { secret: boxOf(deps).seal(secret, user.id), createdAt: new Date(twoStepClock.now()) };
  if (doc) await TwoStepModel.updateOne({ _id: oid(user.id) }, { $set: { pending } });
  else {
    const fresh: TwoStepRecord = { _id: oid(user.id), userId: oid(user.id), secret: null, enabledAt: null, pending, recovery: null };
    try {
      await TwoStepModel.collection.insertOne(fresh);
    } catch (err) {
      // Two set-ups at once: the other one made the document; this secret is the pending one.
      if (!isDuplicateKeyError(err)) throw err;
      await TwoStepModel.updateOne({ _id: oid(user.id), enabledAt: { $in: [null] } }, { $set: { pending } });
    }
  }
  return setupAnswer(secret, user.email);
}

async function setupAnswer(secret: string, email: string): Promise<TwoStepSetup> {
  const uri = otpauthUri(secret, email);
  return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
}

type StepCheck = { ok: true; step: number } | { ok: false; message: string };

/** Whether `code` is right for the secret now (± one step) and its step not used before; claims the step if so. */
async function claimCode(deps: TwoStepDeps, userId: string, secret: string, code: string): Promise<StepCheck> {
  const step = matchingStep(secret, code, twoStepClock.now());
  if (step === null) return { ok: false, message: TEXT.wrongCode };
  // A right code used again is logged (ASVS 2.8.5): someone may have seen it over the user's shoulder.
  const reused = (): StepCheck => {
    deps.logger.warn({ userId, step }, 'a two-step code was presented again after it was used');
    return { ok: false, message: TEXT.codeReused };
  };
  const latest = await UsedStepModel.findOne({ userId: oid(userId) }, { step: 1 }).sort({ step: -1 }).lean();
  if (latest && step <= latest.step) return reused();
  try {
    await UsedStepModel.collection.insertOne({ userId: oid(userId), step, usedAt: new Date(twoStepClock.now()) });
  } catch (err) {
    if (isDuplicateKeyError(err)) return reused();
    throw err;
  }
  // Only the latest steps matter (the drift window): the older ones go.
  await UsedStepModel.deleteMany({ userId: oid(userId), step: { $lt: step - 4 } });
  return { ok: true, step };
}

function openSecret(deps: TwoStepDeps, sealed: string, userId: string): string | null {
  try {
    return boxOf(deps).open(sealed, userId);
  } catch (err) {
    if (!(err instanceof TwoStepSecretError)) throw err;
    // The key changed (TWO_STEP_SECRETS_KEY, or SESSION_SECRET without it): the user's recovery codes still work.
    deps.logger.warn({ userId }, 'a two-step secret cannot be read with the configured key');
    return null;
  }
}

async function replaceRecoveryCodes(userId: string, setId: string): Promise<void> {
  await RecoveryCodeUseModel.deleteMany({ userId: oid(userId), setId: { $ne: setId } });
}

/** Confirms the pending secret with a code from the app: two-step sign-in is on, and the 10 recovery codes are shown. */
export async function enableTwoStep(deps: TwoStepDeps, userId: string, code: string): Promise<RecoveryCodesAnswer> {
  const doc = await readRecord(userId);
  if (enabled(doc)) throw new ApiError(409, TEXT.alreadyOn);
  const pending = doc?.pending;
  const secret = livePendingSecret(deps, userId, doc);
  if (!pending || secret === null) throw new ApiError(400, TEXT.setupExpired);
  const claimed = await claimCode(deps, userId, secret, code);
  if (!claimed.ok) throw new ApiError(400, claimed.message);
  const now = new Date(twoStepClock.now());
  const { codes, stored } = newRecoverySet(now);
  // Only the set-up this code confirmed (a second set-up started meanwhile must be confirmed by its own code).
  const on = await TwoStepModel.updateOne(
    { _id: oid(userId), enabledAt: { $in: [null] }, 'pending.secret': pending.secret },
    { $set: { secret: pending.secret, enabledAt: now, pending: null, recovery: stored } },
  );
  if (on.matchedCount === 0) throw new ApiError(409, TEXT.setupExpired);
  await replaceRecoveryCodes(userId, stored.setId);
  await sendSignInChangeNotice(deps, userId, 'two-step-on');
  return { codes, status: await twoStepStatus(userId) };
}

/** A new set of recovery codes replaces the old one (whose codes stop working at once). */
export async function renewRecoveryCodes(deps: TwoStepDeps, userId: string): Promise<RecoveryCodesAnswer> {
  const doc = await readRecord(userId);
  if (!enabled(doc)) throw new ApiError(400, TEXT.notOn);
  const { codes, stored } = newRecoverySet(new Date(twoStepClock.now()));
  await TwoStepModel.updateOne({ _id: oid(userId) }, { $set: { recovery: stored } });
  await replaceRecoveryCodes(userId, stored.setId);
  await sendSignInChangeNotice(deps, userId, 'recovery-codes-renewed');
  return { codes, status: await twoStepStatus(userId) };
}

/** Turns two-step sign-in off: the secret, the recovery codes and the used-code records all go. */
export async function disableTwoStep(deps: TwoStepDeps, userId: string): Promise<TwoStepStatus> {
  const doc = await readRecord(userId);
  if (!enabled(doc)) throw new ApiError(400, TEXT.notOn);
  await TwoStepModel.deleteOne({ _id: oid(userId) });
  await Promise.all([UsedStepModel.deleteMany({ userId: oid(userId) }), RecoveryCodeUseModel.deleteMany({ userId: oid(userId) })]);
  await sendSignInChangeNotice(deps, userId, 'two-step-off');
  return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
}

/**
 * Checks a code from the app or a recovery code for a user with two-step sign-in on, and uses it up if right (a code's
 * time step, a recovery code for good). Nothing is changed by a wrong one.
 */
export async function checkTwoStepProof(deps: TwoStepDeps, userId: string, proof: TwoStepProof): Promise<ProofResult> {
  const doc = await readRecord(userId);
  if (!enabled(doc)) return { ok: false, message: TEXT.notOn };
  if (proof.code !== undefined) {
    const secret = openSecret(deps, doc.secret, userId);
    if (secret === null) return { ok: false, message: TEXT.wrongCode };
    const claimed = await claimCode(deps, userId, secret, proof.code);
    return claimed.ok ? { ok: true, via: 'code' } : claimed;
  }
  if (proof.recoveryCode === undefined || !doc.recovery) return { ok: false, message: TEXT.wrongRecoveryCode };
  const index = recoveryCodeIndex(doc.recovery, proof.recoveryCode);
  if (index === null || index >= RECOVERY_CODE_COUNT) return { ok: false, message: TEXT.wrongRecoveryCode };
  try {
    await RecoveryCodeUseModel.collection.insertOne({
      userId: oid(userId),
      setId: doc.recovery.setId,
      index,
      usedAt: new Date(twoStepClock.now()),
    });
  } catch (err) {
    if (isDuplicateKeyError(err)) return { ok: false, message: TEXT.wrongRecoveryCode };
    throw err;
  }
  return { ok: true, via: 'recovery-code' };
}
