import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';

/** 401 `{ message }` unless a user is signed in; afterwards `req.user` is the public user (`id`, `username`, ...). */
export function requireAuth(req: Request, _res: Response, next: NextFunction): void {
  if (req.isAuthenticated?.() && req.user) return next();
  next(new ApiError(401, 'Not authenticated'));
}

/** The signed-in user; only call after requireAuth. */
export function currentUser(req: Request): Express.User {
  if (!req.user) throw new ApiError(401, 'Not authenticated');
  return req.user;
}
