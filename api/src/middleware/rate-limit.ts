import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config/env';
import { ApiError } from '../http/api-error';
import { normaliseEmail } from '../modules/auth/email';
import { rateLimitRejections } from '../metrics/metrics';
import { hitRateWindow, type RateWindow } from '../security/rate-counter';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again in a few minutes.';

export interface LimitRule {
  name: string;
  limit: number;
  windowMs: number;
  /** Who is counted; undefined = this rule does not apply to the request (e.g. no email in the body). */
  key: (req: Request) => string | undefined;
}

/** The client's address, as the rate limits count it. */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
const bodyEmail = (req: Request): string | undefined => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 254 ? normaliseEmail(email) : undefined;
};

/**
 * Counts the request against every rule (in the database, shared by all API processes) and answers 429 with
 * `message` once any is over its limit. Every rule is counted in turn; the first one over stops the rest.
 */
export function dbRateLimit(rules: LimitRule[], message = RATE_LIMIT_MESSAGE): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      for (const rule of rules) {
        const key = rule.key(req);
        if (key === undefined) continue;
        const w: RateWindow = { name: rule.name, key, limit: rule.limit, windowMs: rule.windowMs };
        const hit = await hitRateWindow(w);
        res.setHeader('RateLimit-Policy', `${rule.limit};w=${Math.ceil(rule.windowMs / 1000)}`);
        if (!hit.allowed) {
          rateLimitRejections.inc({ limit: rule.name });
          res.setHeader('Retry-After', String(Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000))));
          return next(new ApiError(429, message));
        }
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

type Limits = Pick<Config, 'rateLimit'>;

/** Who a sign-in attempt is for: the normalised email, or undefined when it names none. */
export type SignInAccount = (req: Request) => string | undefined;

/**
 * Every sign-in attempt, per address and per account from that address: over either, 429. Runs before the body is
 * validated: junk counts too. Per account from anywhere there is only a higher ceiling that slows each attempt above
 * it (loginSlowDown), so an attacker's failures elsewhere never lock the owner out (ASVS 2.2.1). The account is the
 * body's email for the password; the two-step code step counts on the same counters with the account its
 * half-signed-in session names.
 */
export function loginRateLimit({ rateLimit: r }: Limits, accountOf: SignInAccount = bodyEmail): RequestHandler {
  const refuse = dbRateLimit([
    { name: 'login-ip', limit: r.loginMax, windowMs: r.windowMs, key: clientAddress },
    {
      name: 'login-account-address',
      limit: r.loginAccountMax,
      windowMs: r.windowMs,
      key: (req) => {
        const email = accountOf(req);
        return email === undefined ? undefined : `${email}|${clientAddress(req)}`;
      },
    },
  ]);
  const slowDown = loginSlowDown(r, accountOf);
  return (req, res, next) => refuse(req, res, (err?: unknown) => (err ? next(err) : slowDown(req, res, next)));
}

/** Past the account-wide ceiling in the window, each further sign-in attempt waits loginSlowDownMs, then goes on. */
function loginSlowDown(r: Config['rateLimit'], accountOf: SignInAccount): RequestHandler {
  return async (req, _res, next) => {
    try {
      const email = accountOf(req);
      if (email !== undefined) {
        const hit = await hitRateWindow({ name: 'login-account', key: email, limit: r.loginAccountSlowAfter, windowMs: r.windowMs });
        if (!hit.allowed) await new Promise((resolve) => setTimeout(resolve, r.loginSlowDownMs));
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** Registrations per address and from everyone together (each costs an argon2id hash and may reveal an account). */
export function registerRateLimit({ rateLimit: r }: Limits): RequestHandler {
  return dbRateLimit([
    { name: 'register-ip', limit: r.registerMax, windowMs: r.windowMs, key: clientAddress },
    { name: 'register-all', limit: r.registerGlobalMax, windowMs: r.windowMs, key: () => 'all' },
  ]);
}

/**
 * Email change requests (issue 51), limited as registrations are: per client address and from everyone together, and
 * per account as well (each sends an email to an address of the caller's choosing).
 */
export function emailChangeRateLimit({ rateLimit: r }: Limits): RequestHandler {
  return dbRateLimit([
    { name: 'email-change-ip', limit: r.registerMax, windowMs: r.windowMs, key: clientAddress },
    { name: 'email-change-user', limit: r.registerMax, windowMs: r.windowMs, key: (req) => (req.user as { id?: string } | undefined)?.id },
    { name: 'email-change-all', limit: r.registerGlobalMax, windowMs: r.windowMs, key: () => 'all' },
  ]);
}

/** Reset-email requests per address (the per-email cooldown is in requestPasswordReset: it must not show). */
export function forgotPasswordRateLimit({ rateLimit: r }: Limits): RequestHandler {
  return dbRateLimit([{ name: 'forgot-ip', limit: r.forgotPasswordMax, windowMs: r.windowMs, key: clientAddress }]);
}

/**
 * Re-authentication by password (issue 40): counted as sign-in attempts, on the same counters as /auth/login (per
 * address, and per account from that address, with the signed-in account's email), so confirming cannot be used to
 * guess more passwords than signing in could.
 */
export function reauthRateLimit({ rateLimit: r }: Limits): RequestHandler {
  const email = (req: Request): string | undefined => {
    const e = (req.user as { email?: unknown } | undefined)?.email;
    return typeof e === 'string' ? normaliseEmail(e) : undefined;
  };
  return dbRateLimit([
    { name: 'login-ip', limit: r.loginMax, windowMs: r.windowMs, key: clientAddress },
    {
      name: 'login-account-address',
      limit: r.loginAccountMax,
      windowMs: r.windowMs,
      key: (req) => {
        const e = email(req);
        return e === undefined ? undefined : `${e}|${clientAddress(req)}`;
      },
    },
  ]);
}
