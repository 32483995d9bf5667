// A request in flight while its session is replaced (a sign-in regenerates it, a sign-out or "Sign out of all devices"
// deletes it) must not undo that when it answers. express-session would: with rolling cookies it sends the old
// session's cookie again, and it saves the old session (an upsert) when the request changed it, so a quick sign-in
// could be undone by the service worker's read sent just before it (expressjs/session#923). Just before the answer,
// a request whose session is no longer stored drops it, so express-session neither sends its cookie nor saves it.
import type { NextFunction, Request, Response } from 'express';
import type { Connection } from 'mongoose';
import { SESSIONS_COLLECTION } from './session.model';

/** Whether the browser sent the cookie of this session id (express-session found it in the store), not a new one. */
function sentSessionCookie(req: Request, cookieName: string, sessionId: string): boolean {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== cookieName) continue;
    try {
      return decodeURIComponent(value.join('=')).startsWith(`s:${sessionId}.`);
    } catch {
      return false;
    }
  }
  return false;
}

/** After express-session: a loaded session that was deleted or replaced while the request ran is not written back. */
export function dropReplacedSession(connection: Connection, cookieName: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const loadedId = req.session ? req.sessionID : undefined;
    if (!loadedId || !sentSessionCookie(req, cookieName, loadedId)) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      // This request destroyed or regenerated it itself (sign-out, sign-in): express-session knows what to do.
      if (!req.session || req.sessionID !== loadedId || res.headersSent) return end(...args);
      connection
        .collection<{ _id: string }>(SESSIONS_COLLECTION)
        .findOne({ _id: loadedId }, { projection: { _id: 1 } })
        .then((stored) => {
          if (!stored) delete (req as { session?: unknown }).session;
        })
        .catch(() => undefined) // the database failing here changes nothing: express-session answers as before
        .finally(() => end(...args));
      return res;
    }) as Response['end'];
    next();
  };
}
