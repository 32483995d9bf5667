// GET /auth/sessions and DELETE /auth/sessions/:publicId: the user's own sessions ("Where you're signed in").
import { Router } from 'express';
import { ACCOUNT_SECURITY_TEXTS, sessionPublicIdParamsSchema } from '@renewly/shared-contracts/features/account-security';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { noInput, nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { deleteUserSession, findUserSessionId, listUserSessions } from './account-sessions';
import { clearSessionCookie } from './session-cookie';

export function createSessionsRouter({ connection, config }: AppDeps): Router {
  const router = Router();

  router.get('/auth/sessions', requireAuth, noInput, async (req, res) => {
    const { signedInAt, lastUsedAt, device } = req.session;
    res.json(await listUserSessions(connection, currentUser(req).id, { id: req.sessionID, data: { signedInAt, lastUsedAt, device } }));
  });

  // Another user's session (or one that has ended) is a 404, whatever its id: only the caller's own are searched.
  router.delete(
    '/auth/sessions/:publicId',
    requireAuth,
    validate({ params: sessionPublicIdParamsSchema, body: nothing, query: nothing }),
    async (req, res, next) => {
      const userId = currentUser(req).id;
      const sessionId = await findUserSessionId(connection, userId, String(req.params.publicId));
      if (!sessionId) return next(new ApiError(404, ACCOUNT_SECURITY_TEXTS.sessionNotFound));
      if (sessionId === req.sessionID) {
        // This device: signed out as by "Sign out".
        return req.session.destroy((err) => {
          if (err) return next(err);
          clearSessionCookie(res, config.appOrigin);
          res.json({ message: ACCOUNT_SECURITY_TEXTS.sessionSignedOut, current: true });
        });
      }
      await deleteUserSession(connection, userId, sessionId);
      res.json({ message: ACCOUNT_SECURITY_TEXTS.sessionSignedOut, current: false });
    },
  );

  return router;
}
