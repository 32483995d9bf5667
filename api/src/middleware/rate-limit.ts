import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config/env';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again in a few minutes.';

const common = (windowMs: number, limit: number) => ({
  windowMs,
  limit,
  standardHeaders: 'draft-7' as const,
  legacyHeaders: false,
  message: { message: RATE_LIMIT_MESSAGE },
});

/** Failed sign-ins per client address (successful ones do not count). In memory: per process. */
export function loginRateLimit(config: Pick<Config, 'rateLimit'>) {
  return rateLimit({ ...common(config.rateLimit.windowMs, config.rateLimit.loginMax), skipSuccessfulRequests: true });
}

/** Reset-email requests per client address. */
export function forgotPasswordRateLimit(config: Pick<Config, 'rateLimit'>) {
  return rateLimit(common(config.rateLimit.windowMs, config.rateLimit.forgotPasswordMax));
}
