// WebAuthn challenges (issue 40): kept in the session that asked for one (so an answer made for another session is
// refused), for PASSKEY_CHALLENGE_TTL_MINUTES, for one purpose, and used once: taken out of the session (and the
// session saved) before the answer is checked, and claimed by an insert under a unique key so two requests racing on
// one session cannot both use it.
import type { Request } from 'express';
import { PASSKEY_CHALLENGE_TTL_MINUTES, PASSKEY_TEXTS } from '@renewly/shared-contracts/features/passkeys-texts';
import { claimOnce } from '../../core/db/claim';
import { ApiError } from '../../core/http/api-error';
import type { RelyingParty } from './relying-party';

export type ChallengePurpose = 'register' | 'sign-in' | 'reauth';

export interface StoredChallenge extends RelyingParty {
  purpose: ChallengePurpose;
  challenge: string;
  /** ms since the epoch. */
  expiresAt: number;
  /** register and reauth: the signed-in user it was made for. */
  userId?: string;
}

declare module 'express-session' {
  interface SessionData {
    webauthnChallenge?: StoredChallenge;
  }
}

export const CHALLENGE_TTL_MS = PASSKEY_CHALLENGE_TTL_MINUTES * 60_000;
/** The claim kind of a used challenge (purged by security:purge-expired once it could no longer be presented). */
export const CHALLENGE_CLAIM_KIND = 'webauthn-challenge';

/** The clock the challenges are timed by; tests move it. */
export const challengeClock = { now: (): number => Date.now() };

/** Keeps `challenge` for `purpose` in this session, replacing any earlier one. */
export function keepChallenge(req: Request, purpose: ChallengePurpose, challenge: string, rp: RelyingParty, userId?: string): void {
  req.session.webauthnChallenge = { purpose, challenge, expiresAt: challengeClock.now() + CHALLENGE_TTL_MS, ...rp, ...(userId ? { userId } : {}) };
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/**
 * Takes this session's challenge out (whatever happens next, it is spent) and returns it when it is for `purpose`
 * (and `userId`), unexpired and not used before; otherwise 400 with the plain message.
 */
export async function takeChallenge(req: Request, purpose: ChallengePurpose, userId?: string): Promise<StoredChallenge> {
  const stored = req.session?.webauthnChallenge;
  if (!stored) throw new ApiError(400, PASSKEY_TEXTS.challengeMissing);
  delete req.session.webauthnChallenge;
  await saveSession(req);
  const usable =
    stored.purpose === purpose &&
    (userId === undefined || stored.userId === userId) &&
    typeof stored.expiresAt === 'number' &&
    challengeClock.now() < stored.expiresAt &&
    (await claimOnce(CHALLENGE_CLAIM_KIND, stored.challenge));
  if (!usable) throw new ApiError(400, PASSKEY_TEXTS.challengeMissing);
  return stored;
}
