// Sign-in's rate limits (moved from middleware/rate-limit.ts, issue 48): they need the account's known devices, so
// they live with sign-in rather than in core/.
import type { Request, RequestHandler } from 'express';
import type { Config } from '../../core/config/env';
import { clientAddress, dbRateLimit, type Limits, RATE_LIMIT_MESSAGE, refuseWith } from '../../core/http/rate-limit';
import { hitRateWindow } from '../../core/security/rate-counter';
import { isKnownDeviceOf } from '../security-notices';
import { UserModel } from '../users';
import { normaliseEmail } from '../auth';

const bodyEmail = (req: Request): string | undefined => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length <= 254 ? normaliseEmail(email) : undefined;
};

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
