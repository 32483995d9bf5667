import type { NextFunction, Request, Response } from 'express';
import type { Connection } from 'mongoose';
import { ApiError } from './api-error';
import { isDatabaseConnected } from '../db/connect';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * 503 while mongoose knows the database is unreachable (before sessions touch it), after waiting as long as the
 * driver's own server selection would (`waitMs`): one missed heartbeat (a busy database answering its check late)
 * marks the server unknown for a second, and answering 503 at once then refused requests the driver would have served
 * (seen on a loaded two-core machine: a sign-up answered 503 with the database up).
 */
export function databaseAvailable(connection: Connection, waitMs: number) {
  return (_req: Request, _res: Response, next: NextFunction) => {
    if (isDatabaseConnected(connection)) return next();
    void connectedWithin(connection, waitMs).then((connected) =>
      connected ? next() : next(new ApiError(503, DATABASE_UNAVAILABLE_MESSAGE)),
    );
  };
}

/** The connection's next 'connected', one listener however many requests wait for it. */
const reconnects = new WeakMap<Connection, Promise<void>>();
function nextConnected(connection: Connection): Promise<void> {
  let next = reconnects.get(connection);
  if (!next) {
    next = new Promise<void>((resolve) =>
      connection.once('connected', () => {
        reconnects.delete(connection);
        resolve();
      }),
    );
    reconnects.set(connection, next);
  }
  return next;
}

/** Whether the connection is (back) up within `ms`. */
function connectedWithin(connection: Connection, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(isDatabaseConnected(connection)), ms);
    void nextConnected(connection).then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
