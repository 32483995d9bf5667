import type { NextFunction, Request, Response } from 'express';
import type { Connection } from 'mongoose';
import { ApiError } from './api-error';
import { isDatabaseConnected } from '../db/connect';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/** 503 at once while mongoose knows the database is unreachable (before sessions touch it). */
export function databaseAvailable(connection: Connection) {
  return (_req: Request, _res: Response, next: NextFunction) => {
    if (!isDatabaseConnected(connection)) return next(new ApiError(503, DATABASE_UNAVAILABLE_MESSAGE));
    next();
  };
}
