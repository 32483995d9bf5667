import { Router } from 'express';
import { verifyEmailSchema, verifyMobileSchema } from '@renewly/shared-contracts/features/verification';
import type { AppDeps } from '../../core/app-deps';
import { noInput, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { resendEmailVerification, verifyEmailToken } from './email-verification';
import { sendMobileCode, verifyMobileCode } from './mobile-verification';

/** Verifying the user's mobile number (a code by SMS) and email address (a link). */
export function createVerificationRouter(deps: AppDeps): Router {
  const router = Router();

  router.post('/user/mobile/send-code', requireAuth, noInput, async (req, res) => {
    res.json(await sendMobileCode(currentUser(req).id, deps));
  });

  router.post('/user/mobile/verify', requireAuth, validate({ body: verifyMobileSchema }), async (req, res) => {
    res.json(await verifyMobileCode(currentUser(req).id, req.body.code));
  });

  router.post('/user/email/send-link', requireAuth, noInput, async (req, res) => {
    res.json(await resendEmailVerification(currentUser(req).id, deps));
  });

  // Signed in or not: the link may be opened on another device. The token is the credential.
  router.post('/auth/verify-email', validate({ body: verifyEmailSchema }), async (req, res) => {
    res.json(await verifyEmailToken(req.body.token, deps));
  });

  return router;
}
