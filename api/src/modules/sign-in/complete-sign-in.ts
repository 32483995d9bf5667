// The one way a sign-in is completed, whatever proved it (the password alone, the password and a two-step code, or a
// passkey, which counts as both): a new session id with the user in it (passport >= 0.6 regenerates the session, so
// no fixation, and nothing of a half-signed-in state is kept), the sign-in time the absolute lifetime counts from, the
// re-authentication clock, the per-user session cap, and the device (a new one is told to the account's address).
import type { Request } from 'express';
import type { User } from '@renewly/shared-contracts';
import type { AppDeps } from '../../core/app-deps';
import { noteSignInDevice } from '../security-notices';
import { capUserSessions, markAuthenticated } from '../auth';

export async function completeSignIn(req: Request, user: User, deps: Pick<AppDeps, 'connection' | 'config' | 'mailer' | 'logger'>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    req.login(user, (loginErr) => {
      if (loginErr) return reject(loginErr);
      req.session.signedInAt = Date.now();
      markAuthenticated(req);
      capUserSessions(deps.connection, user.id, req.sessionID, deps.config.sessions.maxPerUser).then(() => resolve(), reject);
    });
  });
  await noteSignInDevice(req, user.id, deps);
}
