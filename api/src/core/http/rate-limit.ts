import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config/env';
import { ApiError } from './api-error';
import { rateLimitRejections } from '../metrics/metrics';
import { hitRateWindow, type RateHit, type RateWindow } from '../security/rate-counter';
import { rateLimitAddress } from '../security/client-address';

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
/** Counts the rejection, sets Retry-After and gives the 429 to pass on. */
export function refuseWith(res: Response, name: string, hit: RateHit, message: string): ApiError {
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

/** The rate limits' settings. */
export type Limits = Pick<Config, 'rateLimit'>;

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
