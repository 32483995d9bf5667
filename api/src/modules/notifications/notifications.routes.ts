import { Router } from 'express';
import { z } from 'zod';
import { objectIdParamSchema } from '@renewly/shared-contracts/features/schemas';
import type { AppDeps } from '../../core/app-deps';
import { noInput, nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

export const NOTIFICATIONS_PAGE_DEFAULT = 50;
export const NOTIFICATIONS_PAGE_MAX = 100;

const notificationsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
    cursor: z
      .string()
      .regex(/^\d{1,15}_[0-9a-f]{24}$/, 'Invalid cursor')
      .transform((c) => {
        const [ms, id] = c.split('_') as [string, string];
        return { createdAt: new Date(Number(ms)), id };
      })
      .optional(),
  })
  .strict();

export function createNotificationsRouter(_deps: AppDeps): Router {
  const router = Router();
  router.use('/notifications', requireAuth);

  // The answer stays a plain array (the shell's bell reads one); a further page is named by X-Next-Cursor and Link.
  router.get('/notifications', validate({ query: notificationsQuerySchema }), async (req, res) => {
    const { limit, cursor } = res.locals.query as z.output<typeof notificationsQuerySchema>;
    const page = await listNotifications(currentUser(req).id, { limit, cursor });
    if (page.nextCursor) {
      res.set('X-Next-Cursor', page.nextCursor);
      res.set('Link', `</api/notifications?limit=${limit}&cursor=${page.nextCursor}>; rel="next"`);
    }
    res.json(page.items);
  });

  // Before '/:id/read' so 'read-all' is never taken for an id.
  router.patch('/notifications/read-all', noInput, async (req, res) => {
    res.json(await markAllNotificationsRead(currentUser(req).id));
  });

  router.patch('/notifications/:id/read', validate({ params: objectIdParamSchema, body: nothing, query: nothing }), async (req, res) => {
    res.json(await markNotificationRead(currentUser(req).id, String(req.params.id)));
  });

  return router;
}
