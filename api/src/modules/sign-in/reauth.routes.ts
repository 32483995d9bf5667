// Re-authentication (issue 40, ASVS V3.7.1): a signed-in session confirms who it is before a sensitive change.
// Passkeys and two-step codes add their own POST /auth/reauth/<method> routes and their flags in /auth/reauth/methods.
import { Router } from 'express';
import { ACCOUNT_SECURITY_TEXTS, reauthPasswordSchema, type ReauthMethods } from '@renewly/shared-contracts/features/account-security';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { noInput, validate } from '../../core/http/validate';
import { reauthRateLimit } from './sign-in-rate-limit';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { authenticate } from './auth.service';
import { Types } from 'mongoose';
import { PasskeyModel } from '../passkeys';
import { hasTwoStep } from '../two-step';
import { markAuthenticated } from '../auth';

export function createReauthRouter(deps: AppDeps): Router {
  const router = Router();

  router.get('/auth/reauth/methods', requireAuth, noInput, async (req, res) => {
    const userId = currentUser(req).id;
    const [twoStep, passkeys] = await Promise.all([hasTwoStep(userId), PasskeyModel.exists({ userId: new Types.ObjectId(userId) })]);
    const methods: ReauthMethods = { password: true, twoStep, passkeys: passkeys !== null };
    res.json(methods);
  });

  // Every attempt counts against the sign-in limits before the body is read (junk too); a wrong password is a 403
  // (not 401: the session stays signed in) and changes nothing.
  router.post('/auth/reauth/password', requireAuth, reauthRateLimit(deps.config), validate({ body: reauthPasswordSchema }), async (req, res, next) => {
    const user = currentUser(req);
    const confirmed = await authenticate(user.email, (req.body as { password: string }).password, deps);
    if (!confirmed || confirmed.id !== user.id) return next(new ApiError(403, ACCOUNT_SECURITY_TEXTS.reauthWrongPassword));
    markAuthenticated(req);
    res.json({ message: ACCOUNT_SECURITY_TEXTS.reauthConfirmed });
  });

  return router;
}
