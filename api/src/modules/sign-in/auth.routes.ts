import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppPassport } from './passport';
import { type User } from '@renewly/shared-contracts';
import { forgotPasswordSchema, loginSchema } from '@renewly/shared-contracts/features/schemas';
import { type RegistrationStatus } from '@renewly/shared-contracts/features/registration';
import type { TwoStepRequiredAnswer } from '@renewly/shared-contracts/features/two-step';
import { registerPayloadSchema, resetPasswordSchema, type ResetPasswordInput } from '@renewly/shared-contracts/features/account-forms';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { noInput, validate } from '../../core/http/validate';
import { forgotPasswordRateLimit, registerRateLimit } from '../../core/http/rate-limit';
import { loginRateLimit } from './sign-in-rate-limit';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { sendSignUpVerification } from '../verification';
import { assertMayRegisterWithShares } from './registration-policy';
import { hasTwoStep } from '../two-step';
import { startPendingSignIn } from '../two-step';
import { completeSignIn } from './complete-sign-in';
import { clearSessionCookie, deleteUserSessions } from '../auth';
import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_LOGIN_MESSAGE,
  RESET_PASSKEYS_REMOVED_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  registerUser,
  requestPasswordReset,
  resetPassword,
} from './auth.service';

export { SESSION_COOKIE_NAME } from '../auth';

/**
 * After a right password: signed in, or, with two-step sign-in on, only half signed in (the session holds the pending
 * state, nothing else) and the answer says a code is needed.
 */
async function signInAfterPassword(req: Request, user: User, deps: AppDeps): Promise<User | TwoStepRequiredAnswer> {
  if (await hasTwoStep(user.id)) {
    await startPendingSignIn(req, user);
    return { twoStepRequired: true };
  }
  await completeSignIn(req, user, deps);
  return user;
}
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'Signed out of all devices';

export function createAuthRouter(deps: AppDeps & { passport: AppPassport }): Router {
  const { config, passport } = deps;
  const router = Router();

  router.get('/auth/user', requireAuth, (req, res) => {
    res.json(req.user);
  });

  router.get('/auth/registration', noInput, (_req, res) => {
    const status: RegistrationStatus = { mode: config.registration.mode };
    res.json(status);
  });

  router.post('/auth/register', registerRateLimit(config), validate({ body: registerPayloadSchema }), async (req, res) => {
    const { email, inviteToken } = req.body as { email: string; inviteToken?: string };
    await assertMayRegisterWithShares(config.registration, email, inviteToken);
    const user = await registerUser(req.body, config.argon2);
    // The verification link (issue 36: test emails go only to a verified address); a failure is logged, not answered.
    await sendSignUpVerification(user, deps);
    res.status(201).json(user);
  });

  router.post(
    '/auth/login',
    loginRateLimit(config),
    validate({ body: loginSchema }),
    (req: Request, res: Response, next: NextFunction) => {
      passport.authenticate('local', (err: unknown, user: User | false) => {
        if (err) return next(err);
        if (!user) return next(new ApiError(401, INVALID_LOGIN_MESSAGE));
        signInAfterPassword(req, user, deps).then((answer) => res.json(answer), next);
      })(req, res, next);
    },
  );

  router.post('/auth/logout', noInput, (req, res, next) => {
    if (!req.session) return res.json({ message: 'Signed out' });
    req.session.destroy((err) => {
      if (err) return next(err);
      clearSessionCookie(res, config.appOrigin);
      res.json({ message: 'Signed out' });
    });
  });

  // Every session of this user, on every device, this one included.
  router.post('/auth/logout-all', requireAuth, noInput, async (req, res) => {
    const ended = await deleteUserSessions(deps.connection, currentUser(req).id);
    req.session.destroy(() => undefined);
    clearSessionCookie(res, config.appOrigin);
    res.json({ message: SIGNED_OUT_EVERYWHERE_MESSAGE, ended });
  });

  router.post(
    '/auth/forgot-password',
    forgotPasswordRateLimit(config),
    validate({ body: forgotPasswordSchema }),
    async (req, res) => {
      // A failed delivery is logged, never reported: the answer must not reveal whether the account exists.
      await requestPasswordReset(req.body.email, deps);
      res.json({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  router.post('/auth/reset-password', validate({ body: resetPasswordSchema }), async (req, res) => {
    const { token, newPassword, removePasskeys } = req.body as ResetPasswordInput;
    const done = await resetPassword(
      token,
      newPassword,
      { argon2: config.argon2, connection: deps.connection, mailer: deps.mailer, logger: deps.logger },
      removePasskeys === true,
    );
    res.json({ message: done.passkeysRemoved ? RESET_PASSKEYS_REMOVED_MESSAGE : RESET_PASSWORD_MESSAGE });
  });

  return router;
}
