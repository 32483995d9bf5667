import { Router, type Request } from 'express';
import { z } from 'zod';
import { calendarFeedSchema } from '@renewly/shared-contracts/features/your-data';
import type { AppDeps } from '../../core/app-deps';
import { noInput, nothing, validate } from '../../core/http/validate';
import { clientAddress, dbRateLimit } from '../../core/http/rate-limit';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { requireRecentAuth } from '../auth';
import { createOrRotateFeed, feedStatus, renderFeed, turnOffFeed, userIdForToken } from './calendar.service';

const feedTokenParamsSchema = z.object({ token: z.string() });

export function createCalendarRouter({ config }: AppDeps): Router {
  const router = Router();
  const { windowMs } = config.rateLimit;
  const { perTokenMax, perAddressMax } = config.calendarFeedRateLimit;

  router.get('/calendar-feed', requireAuth, noInput, async (req, res) => {
    res.json(calendarFeedSchema.parse(await feedStatus(currentUser(req).id)));
  });

  // Creates the feed, or replaces it ("New link"): the answer holds the only copy of the URL ever shown. That URL is a
  // lasting, sign-in-free read of the policies' dates, so making one is sensitive (V3.7.1).
  router.post('/calendar-feed', requireAuth, noInput, requireRecentAuth, async (req, res) => {
    res.status(201).json(await createOrRotateFeed(currentUser(req).id, config.appOrigin));
  });

  router.delete('/calendar-feed', requireAuth, noInput, async (req, res) => {
    await turnOffFeed(currentUser(req).id);
    res.json(await feedStatus(currentUser(req).id));
  });

  // No session: calendar apps fetch this URL on their own, the token is the credential.
  router.get(
    '/calendar/:token.ics',
    dbRateLimit([
      { name: 'calendar-ip', limit: perAddressMax, windowMs, key: clientAddress },
      { name: 'calendar-token', limit: perTokenMax, windowMs, key: (req: Request) => String(req.params.token ?? '') },
    ]),
    validate({ params: feedTokenParamsSchema, query: nothing }),
    async (req, res) => {
      const body = await renderFeed(await userIdForToken(String(req.params.token)));
      res.set('Cache-Control', 'private, max-age=300');
      res.type('text/calendar; charset=utf-8').send(body);
    },
  );

  return router;
}
