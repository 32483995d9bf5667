// Re-authentication (issue 40, ASVS V3.7.1): a sensitive change needs a sign-in (password, code or passkey) made
// within RECENT_AUTH_MINUTES, or a fresh confirmation of one. API-enforced: the pages only ask for it first.
import type { NextFunction, Request, Response } from 'express';
import { RECENT_AUTH_MINUTES, REAUTH_REQUIRED_MESSAGE } from '@renewly/shared-contracts/features/sign-in-security';
import { ApiError } from '../../core/http/api-error';

declare module 'express-session' {
  interface SessionData {
    /** ms since the epoch when this session last proved who it is (a full sign-in or a re-authentication). */
    authenticatedAt?: number;
  }
}

export const RECENT_AUTH_WINDOW_MS = RECENT_AUTH_MINUTES * 60_000;

/** Call after a full sign-in (every factor done) and after a successful re-authentication. */
export function markAuthenticated(req: Request): void {
  req.session.authenticatedAt = Date.now();
}

export function isRecentlyAuthenticated(req: Request): boolean {
  const at = req.session?.authenticatedAt;
  return typeof at === 'number' && Date.now() - at < RECENT_AUTH_WINDOW_MS;
}

/** After requireAuth: 403 `{ message, reauthRequired: true }` unless the session authenticated recently. */
export function requireRecentAuth(req: Request, _res: Response, next: NextFunction): void {
  if (isRecentlyAuthenticated(req)) return next();
  next(new ApiError(403, REAUTH_REQUIRED_MESSAGE, { reauthRequired: true }));
}
