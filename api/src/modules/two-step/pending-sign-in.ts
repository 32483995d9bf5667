// The half-signed-in state (issue 40): the password was right, the code is still to come. The session then holds only
// this (no passport user, so every requireAuth route answers 401), under a new session id, with a cookie that lives
// as long as the state: 5 minutes. Completing the sign-in (completeSignIn) regenerates the session without it.
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { TWO_STEP_PENDING_MINUTES } from '@renewly/shared-contracts/features/two-step';
import { normaliseEmail } from '../auth';
import { twoStepClock } from './two-step.service';

export interface PendingSignIn {
  userId: string;
  /** The account's address as the sign-in limits count it (normalised). */
  email: string;
  /** ms since the epoch when the password was checked. */
  at: number;
  /** Counts this state's code tries. */
  id: string;
}

declare module 'express-session' {
  interface SessionData {
    twoStepPending?: PendingSignIn;
  }
}

export const PENDING_SIGN_IN_MS = TWO_STEP_PENDING_MINUTES * 60_000;

/** After a right password for an account with two-step sign-in on: a fresh session holding only the pending state. */
export function startPendingSignIn(req: Request, user: { id: string; email: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.twoStepPending = {
        userId: user.id,
        email: normaliseEmail(user.email),
        at: twoStepClock.now(),
        id: randomBytes(12).toString('hex'),
      };
      req.session.cookie.maxAge = PENDING_SIGN_IN_MS;
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    });
  });
}

/** The pending state when there is one and it is younger than 5 minutes; 'expired' when it is older; else 'none'. */
export function readPendingSignIn(req: Request): PendingSignIn | 'expired' | 'none' {
  const pending = req.session?.twoStepPending;
  if (!pending || typeof pending.userId !== 'string' || typeof pending.at !== 'number') return 'none';
  const age = twoStepClock.now() - pending.at;
  return age >= 0 && age < PENDING_SIGN_IN_MS ? pending : 'expired';
}

export function clearPendingSignIn(req: Request): void {
  if (req.session) delete req.session.twoStepPending;
}
