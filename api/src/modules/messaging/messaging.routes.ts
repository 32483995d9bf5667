import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { sendEmailSchema } from '@renewly/shared-contracts/features/email';
import { sendSmsSchema, testSmsSchema } from '@renewly/shared-contracts/features/sms';
import type { AppDeps } from '../../core/app-deps';
import { validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { createMessagingService } from './messaging.service';

export const MESSAGING_RATE_LIMIT_MESSAGE = 'Too many messages sent. Please wait a few minutes and try again.';

/** The email and SMS test screens' API. Signed in only; the three sending routes share one budget per user. */
export function createMessagingRouter(deps: AppDeps): Router {
  const service = createMessagingService(deps);
  const router = Router();
  // In memory (per process), counted after validation so a mistyped number costs nothing.
  const sendLimit = rateLimit({
    windowMs: deps.config.messaging.rateLimit.windowMs,
    limit: deps.config.messaging.rateLimit.max,
    keyGenerator: (req) => currentUser(req).id,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    message: { message: MESSAGING_RATE_LIMIT_MESSAGE },
  });

  router.get('/sms/status', requireAuth, (_req, res) => {
    res.json(service.smsStatus());
  });

  router.post('/test-sms', requireAuth, validate({ body: testSmsSchema }), sendLimit, async (req, res) => {
    res.json(await service.sendTestSms(currentUser(req), req.body));
  });

  router.post('/send-sms', requireAuth, validate({ body: sendSmsSchema }), sendLimit, async (req, res) => {
    res.json(await service.sendSms(currentUser(req), req.body));
  });

  router.post('/send-email', requireAuth, validate({ body: sendEmailSchema }), sendLimit, async (req, res) => {
    res.json(await service.sendEmail(currentUser(req), req.body));
  });

  return router;
}
