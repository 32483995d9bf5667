import { Router, type NextFunction, type Request, type Response } from 'express';
import type { AppPassport } from './passport';
import {
  forgotPasswordSchema,
  loginSchema,
  registerPayloadSchema,
  resetPasswordSchema,
  type User,
} from '@renewly/shared-contracts';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validate';
import { forgotPasswordRateLimit, loginRateLimit } from '../../middleware/rate-limit';
import { requireAuth } from '../../middleware/require-auth';
import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_LOGIN_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  registerUser,
  requestPasswordReset,
  resetPassword,
} from './auth.service';

export const SESSION_COOKIE_NAME = 'renewly.sid';

export function createAuthRouter(deps: AppDeps & { passport: AppPassport }): Router {
  const { config, passport } = deps;
  const router = Router();

  router.get('/auth/user', requireAuth, (req, res) => {
    res.json(req.user);
  });

  router.post('/auth/register', validate({ body: registerPayloadSchema }), async (req, res) => {
    const user = await registerUser(req.body, config.bcryptCost);
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
        // passport >= 0.6 regenerates the session id here (no session fixation).
        req.login(user, (loginErr) => {
          if (loginErr) return next(loginErr);
          res.json(user);
        });
      })(req, res, next);
    },
  );

  router.post('/auth/logout', (req, res, next) => {
    if (!req.session) return res.json({ message: 'Signed out' });
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
      res.json({ message: 'Signed out' });
    });
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
    await resetPassword(req.body.token, req.body.newPassword, {
      bcryptCost: config.bcryptCost,
      connection: deps.connection,
    });
    res.json({ message: RESET_PASSWORD_MESSAGE });
  });

  return router;
}
