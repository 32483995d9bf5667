import { Router } from 'express';
import { EMAIL_RESTORE_TEXTS, restoreEmailSchema, type RestoreEmailInput } from '@renewly/shared-contracts/features/email-restore';
import type { AppDeps } from '../../core/app-deps';
import { validate } from '../../core/http/validate';
import { SESSION_COOKIE_NAME } from '../auth';
import { restoreEmail } from './email-restore.service';

/** POST /api/auth/restore-email: signed in or not (the link is the credential); it signs this browser out too. */
export function createEmailRestoreRouter(deps: AppDeps): Router {
  const router = Router();

  router.post('/auth/restore-email', validate({ body: restoreEmailSchema }), async (req, res) => {
    const { token, newPassword } = req.body as RestoreEmailInput;
    await restoreEmail(token, newPassword, deps);
    req.session?.destroy(() => undefined);
    res.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
    res.json({ message: EMAIL_RESTORE_TEXTS.restoredDetail });
  });

  return router;
}
