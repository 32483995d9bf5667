import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const FORBIDDEN_ORIGIN_MESSAGE = 'Request origin not allowed';

function originOf(value: string | undefined): string | null | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return null; // present but unreadable ("null" origins included): never allowed
  }
}

/**
 * CSRF defence for writes: the Origin (else the Referer) must be one of APP_ORIGIN. A write with neither header is
 * allowed only when it carries no cookie at all (a non-browser client, which cannot ride on a session).
 */
export function originCheck(allowedOrigins: string[], sessionCookieName: string) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const fromOrigin = originOf(req.get('origin'));
    const origin = fromOrigin === undefined ? originOf(req.get('referer')) : fromOrigin;
    if (origin === undefined) {
      const cookies = req.get('cookie') ?? '';
      if (cookies.includes(`${sessionCookieName}=`)) return next(new ApiError(403, FORBIDDEN_ORIGIN_MESSAGE));
      return next();
    }
    if (origin === null || !allowed.has(origin)) return next(new ApiError(403, FORBIDDEN_ORIGIN_MESSAGE));
    next();
  };
}
