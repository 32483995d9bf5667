// One way to finish a sign-in, whatever proved who the user is (the password, a passkey): passport's login (which
// regenerates the session id: no session fixation), the sign-in time the absolute lifetime counts from, the recent
// authentication mark, and the per-user session cap.
import type { Request } from 'express';
import type { User } from '@renewly/shared-contracts';
import type { AppDeps } from '../../app-deps';
import { markAuthenticated } from './recent-auth';
import { capUserSessions } from './session-lifetime';

export function completeSignIn(req: Request, user: User, deps: Pick<AppDeps, 'config' | 'connection'>): Promise<void> {
  return new Promise((resolve, reject) => {
    req.login(user, (loginErr) => {
      if (loginErr) return reject(loginErr);
      req.session.signedInAt = Date.now();
      markAuthenticated(req);
      capUserSessions(deps.connection, user.id, req.sessionID, deps.config.sessions.maxPerUser).then(() => resolve(), reject);
    });
  });
}
