import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { PUSH_PATHS, type PushPublicKey, type PushSubscriptionInput, type PushUnsubscribeInput } from '@renewly/shared-contracts';
import { PUSH_MESSAGES, pushSubscriptionInputSchema, pushUnsubscribeInputSchema } from '@renewly/shared-contracts/features/push-subscription';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { noInput, nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { isPushServiceEndpoint } from '../../core/net/push-endpoint-policy';
import { subscribe, unsubscribe } from './push.service';

export const PUSH_RATE_LIMIT = { windowMs: 15 * 60_000, limit: 60 };
export const PUSH_SERVICE_ONLY = "The push endpoint must be on a browser's push service";
export const PUSH_RATE_LIMIT_MESSAGE = 'Too many push subscription changes. Please wait a few minutes and try again.';

const strip = (full: string) => full.replace(/^\/api/, '');

/** Web push: the VAPID public key and the browser's subscription. Signed in only; writes limited per user. */
export function createPushRouter({ push, config }: AppDeps): Router {
  const router = Router();
  router.use('/push', requireAuth);
  // Per user, in memory (per process), counted after validation: a browser re-sends its subscription now and then.
  const writeLimit = rateLimit({
    ...PUSH_RATE_LIMIT,
    keyGenerator: (req) => currentUser(req).id,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    message: { message: PUSH_RATE_LIMIT_MESSAGE },
  });

  router.get(strip(PUSH_PATHS.publicKey), noInput, (_req, res) => {
    const answer: PushPublicKey = { publicKey: push.publicKey };
    res.json(answer);
  });

  router.post(strip(PUSH_PATHS.subscriptions), validate({ body: pushSubscriptionInputSchema, query: nothing }), writeLimit, async (req, res) => {
    const input = req.body as PushSubscriptionInput;
    // Only the push services browsers use: never a loopback, private or metadata address (push-endpoint-policy.ts).
    if (!isPushServiceEndpoint(input.endpoint, config.pushServiceHosts)) throw new ApiError(400, PUSH_SERVICE_ONLY);
    await subscribe(currentUser(req).id, input);
    res.status(204).end();
  });

  router.delete(strip(PUSH_PATHS.subscriptions), validate({ body: pushUnsubscribeInputSchema, query: nothing }), writeLimit, async (req, res) => {
    const { endpoint } = req.body as PushUnsubscribeInput;
    if (!(await unsubscribe(currentUser(req).id, endpoint))) throw new ApiError(404, PUSH_MESSAGES.notFound);
    res.status(204).end();
  });

  return router;
}
