import { Router, type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { objectIdParamSchema } from '@renewly/shared-contracts/features/schemas';
import { userChannelInputSchema, userChannelUpdateSchema, type UserChannelConfig, type UserChannelUpdate } from '@renewly/shared-contracts/features/user-channels';
import type { AppDeps } from '../../core/app-deps';
import { nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { requireRecentAuth } from '../auth';
import { createUserChannelsService } from './user-channels.service';

export const CHANNEL_TEST_RATE_LIMIT = { windowMs: 15 * 60_000, limit: 30 };

/**
 * Switching a channel on sends every reminder to its address again (one that may have been set while the account was
 * in other hands), so it is treated like adding one: a recent sign-in. Switching off, renaming and the default do not.
 */
function requireRecentAuthToSwitchOn(req: Request, res: Response, next: NextFunction): void {
  if ((req.body as UserChannelUpdate).enabled !== true) return next();
  requireRecentAuth(req, res, next);
}

/** Settings, Other channels: the signed-in user's ntfy, Gotify, Telegram, Discord, Slack and webhook channels. */
export function createUserChannelsRouter({ config }: AppDeps): Router {
  const router = Router();
  const service = createUserChannelsService(config);
  router.use('/channels', requireAuth);
  // A test sends a request to a service the user names: a few per user, per process.
  const testLimit = rateLimit({
    ...CHANNEL_TEST_RATE_LIMIT,
    keyGenerator: (req) => currentUser(req).id,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    message: { message: 'Too many test messages. Please wait a few minutes and try again.' },
  });

  router.get('/channels/status', validate({ body: nothing, query: nothing }), (_req, res) => {
    res.json({ configured: service.configured });
  });

  router.get('/channels', validate({ body: nothing, query: nothing }), async (req, res) => {
    res.json(await service.list(currentUser(req).id));
  });

  // A new channel receives every reminder from now on (a webhook: a URL of the user's choosing), so adding one is
  // sensitive (V3.7.1).
  router.post('/channels', validate({ body: userChannelInputSchema, query: nothing }), requireRecentAuth, async (req, res) => {
    res.status(201).json(await service.create(currentUser(req).id, req.body as UserChannelConfig));
  });

  router.patch('/channels/:id', validate({ params: objectIdParamSchema, body: userChannelUpdateSchema, query: nothing }), requireRecentAuthToSwitchOn, async (req, res) => {
    res.json(await service.update(currentUser(req).id, String(req.params.id), req.body as UserChannelUpdate));
  });

  router.delete('/channels/:id', validate({ params: objectIdParamSchema, body: nothing, query: nothing }), async (req, res) => {
    await service.remove(currentUser(req).id, String(req.params.id));
    res.status(204).end();
  });

  router.post('/channels/:id/test', validate({ params: objectIdParamSchema, body: nothing, query: nothing }), testLimit, async (req, res) => {
    res.json(await service.test(currentUser(req).id, String(req.params.id), config.appOrigin));
  });

  return router;
}
