import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Connection } from 'mongoose';
import { SESSIONS_COLLECTION } from './session-store';
import { clearSessionCookie } from './session-cookie';

declare module 'express-session' {
  interface SessionData {
    /** ms since the epoch of the sign-in that made this session; it ends `absoluteLifetimeMs` later. */
    signedInAt?: number;
  }
}

/**
 * Ends a signed-in session `absoluteLifetimeMs` after its sign-in, however busy (the rolling cookie is the idle
 * timeout). A session from before this rule has its clock started now.
 */
export function absoluteSessionLifetime(absoluteLifetimeMs: number, appOrigin: string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.session || !req.user) return next();
    const signedInAt = req.session.signedInAt;
    if (typeof signedInAt !== 'number') {
      req.session.signedInAt = Date.now();
      return next();
    }
    if (Date.now() - signedInAt < absoluteLifetimeMs) return next();
    req.session.destroy((err) => {
      if (err) return next(err);
      req.user = undefined;
      clearSessionCookie(res, appOrigin);
      next();
    });
  };
}

/**
 * Keeps at most `max` live sessions per user: removes the oldest sign-ins beyond `max - 1` besides the current one
 * (called at sign-in, before the new session is stored).
 */
export async function capUserSessions(
  connection: Connection,
  userId: string,
  currentSessionId: string,
  max: number,
): Promise<number> {
  const sessions = await connection
    .collection<{ _id: string; session?: { signedInAt?: number } }>(SESSIONS_COLLECTION)
    .find({ 'session.passport.user': userId }, { projection: { _id: 1, 'session.signedInAt': 1 } })
    .toArray();
  const others = sessions.filter((s) => s._id !== currentSessionId);
  if (others.length < max) return 0;
  others.sort((a, b) => (a.session?.signedInAt ?? 0) - (b.session?.signedInAt ?? 0));
  const remove = others.slice(0, others.length - (max - 1)).map((s) => s._id);
  const r = await connection.collection<{ _id: string }>(SESSIONS_COLLECTION).deleteMany({ _id: { $in: remove } });
  return r.deletedCount;
}
