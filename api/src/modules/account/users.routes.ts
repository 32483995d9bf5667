import { Router, type NextFunction, type Request, type Response } from 'express';
import { toE164Uk } from '@renewly/shared-contracts';
import { updateProfileSchema } from '@renewly/shared-contracts/features/schemas';
import {
  ACCOUNT_SECURITY_TEXTS,
  changeEmailSchema,
  changePasswordSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
} from '@renewly/shared-contracts/features/account-security';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { emailChangeRateLimit } from '../../core/http/rate-limit';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { nothing, validate } from '../../core/http/validate';
import { requireRecentAuth } from '../auth';
import { authenticate, reauthRateLimit } from '../sign-in';
import { updateProfile } from './profile.service';
import { changeEmail, changePassword } from './sign-in-details.service';

/** A different mobile number is a sensitive change (issue 40): it needs a recent sign-in; names alone do not. */
function requireRecentAuthForNewMobile(req: Request, res: Response, next: NextFunction): void {
  const mobile = (req.body as { mobileNumber?: string }).mobileNumber;
  if (mobile === undefined || toE164Uk(mobile.trim()) === toE164Uk(currentUser(req).mobileNumber ?? '')) return next();
  requireRecentAuth(req, res, next);
}

export function createUsersRouter(deps: AppDeps): Router {
  const router = Router();

  router.get('/user', requireAuth, (req, res) => {
    res.json(currentUser(req));
  });

  // Strict: email/username (or anything else unknown) in the body is a 400; the email changes by PUT /user/email.
  router.put('/user', requireAuth, validate({ body: updateProfileSchema }), requireRecentAuthForNewMobile, async (req, res) => {
    res.json(await updateProfile(currentUser(req).id, req.body, deps));
  });

  // Limited as sign-up is (issue 51), junk counted too: the answer no longer shows whether an account uses an address.
  router.put('/user/email', requireAuth, requireRecentAuth, emailChangeRateLimit(deps.config), validate({ body: changeEmailSchema, query: nothing }), async (req, res) => {
    res.json(await changeEmail(currentUser(req).id, (req.body as ChangeEmailInput).email, deps));
  });

  // The current password too (ASVS V2.1.6: a left-open session must not be enough), checked and counted as a
  // confirmation by password is: on the sign-in counters, so it cannot be used to guess more than signing in could.
  router.put('/user/password', requireAuth, requireRecentAuth, reauthRateLimit(deps.config), validate({ body: changePasswordSchema, query: nothing }), async (req, res) => {
    const user = currentUser(req);
    const { currentPassword, newPassword } = req.body as ChangePasswordInput;
    if ((await authenticate(user.email, currentPassword, deps))?.id !== user.id) throw new ApiError(400, ACCOUNT_SECURITY_TEXTS.wrongCurrentPassword);
    if (newPassword === currentPassword) throw new ApiError(400, ACCOUNT_SECURITY_TEXTS.samePassword);
    const ended = await changePassword(user.id, req.sessionID, newPassword, deps);
    res.json({ message: ACCOUNT_SECURITY_TEXTS.passwordChanged, ended });
  });

  return router;
}
