import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDatabaseUnavailableError } from '../db/errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-available';
import { ApiError } from './api-error';

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(new ApiError(404, 'Not found'));
};

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

/** The one error middleware: `{ message }` with the right status, never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    let status = 500;
    let message = 'Something went wrong. Please try again.';
    let extra: Record<string, unknown> | undefined;
    const e = (err ?? {}) as HttpishError;
    if (err instanceof ApiError) {
      status = err.status;
      message = err.message;
      extra = err.extra;
    } else if (isDatabaseUnavailableError(err)) {
      status = 503;
      message = DATABASE_UNAVAILABLE_MESSAGE;
    } else if (err instanceof URIError) {
      // A malformed escape in a route parameter (Express's router marks it 400 but not exposed).
      status = 400;
      message = 'Malformed URL';
    } else if (e.type === 'entity.too.large') {
      status = 413;
      message = 'Request body is too large';
    } else if (e.type === 'entity.parse.failed') {
      status = 400;
      message = 'Malformed JSON in request body';
    } else if (typeof (e.status ?? e.statusCode) === 'number' && (e.status ?? e.statusCode)! < 500 && e.expose) {
      // body-parser and friends: client errors they mark as safe to show.
      status = (e.status ?? e.statusCode)!;
      message = e.message ?? 'Bad request';
    } else if ((err as { name?: string }).name === 'CastError' || (err as { name?: string }).name === 'ValidationError') {
      status = 400;
      message = 'Invalid input';
    }
    if (status >= 500) (req.log ?? logger).error({ err }, 'request failed');
    res.status(status).json({ ...extra, message });
  };
}
