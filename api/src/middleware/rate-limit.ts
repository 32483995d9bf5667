import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config/env';
import { ApiError } from '../http/api-error';
import { normaliseEmail } from '../modules/auth/email';
import { rateLimitRejections } from '../metrics/metrics';
import { hitRateWindow, type RateHit, type RateWindow } from '../security/rate-counter';
import { rateLimitAddress } from '../security/client-address';
import { UserModel } from '../modules/users/user.model';
import { isKnownDeviceOf } from '../modules/security-notices/new-device-notice';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again in a few minutes.';

export interface LimitRule {
  name: string;
  limit: number;
  windowMs: number;
  /** Who is counted; undefined = this rule does not apply to the request (e.g. no email in the body). */
  key: (req: Request) => string | undefined;
}

/** The client's address, as the rate limits count it (IPv6 by its /64: client-address.ts). */
export const clientAddress = (req: Request): string => rateLimitAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown');
const bodyEmail = (req: Request): string | undefined => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 254 ? normaliseEmail(email) : undefined;
};

function refuseWith(res: Response, name: string, hit: RateHit, message: string): ApiError {
  rateLimitRejections.inc({ limit: name });
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000))));
  return new ApiError(429, message);
}

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
        if (!hit.allowed) return next(refuseWith(res, rule.name, hit, message));
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

/** The account-wide ceiling's window: ASVS 2.2.1 asks for at most 100 failed attempts an hour. */
export const LOGIN_ACCOUNT_CEILING_WINDOW_MS = 60 * 60_000;

/**
 * Every sign-in attempt, per address and per account from that address: over either, 429. Runs before the body is
 * validated: junk counts too. Then per account from anywhere (ASVS 2.2.1): past `loginAccountCeiling` attempts in an
 * hour, 429 too, except for a browser holding the device cookie of a device the account has signed in on, so the
 * owner's own devices still get in while the account is under attack. Every attempt is counted before its password is
 * checked (a slot claimed by an insert), so attempts racing in parallel cannot pass the ceiling, and failures are at
 * most that many. The account is the body's email for the password; the two-step code step counts on the same
 * counters with the account its half-signed-in session names.
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
  const ceiling = loginAccountCeiling(r, accountOf);
  return (req, res, next) => refuse(req, res, (err?: unknown) => (err ? next(err) : ceiling(req, res, next)));
}

/** Past the account-wide ceiling in the hour, 429 unless the browser is one of the account's known devices. */
function loginAccountCeiling(r: Config['rateLimit'], accountOf: SignInAccount): RequestHandler {
  return async (req, res, next) => {
    try {
      const email = accountOf(req);
      if (email === undefined) return next();
      const w = { name: 'login-account', key: email, limit: r.loginAccountCeiling, windowMs: LOGIN_ACCOUNT_CEILING_WINDOW_MS };
      const hit = await hitRateWindow(w);
      if (hit.allowed || (await isOwnersDevice(req, email))) return next();
      next(refuseWith(res, w.name, hit, RATE_LIMIT_MESSAGE));
    } catch (err) {
      next(err);
    }
  };
}

async function isOwnersDevice(req: Request, email: string): Promise<boolean> {
  const user = await UserModel.findOne({ username: email }, { _id: 1 }).lean();
  return user !== null && isKnownDeviceOf(req, String(user._id));
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
