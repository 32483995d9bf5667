import { Router } from 'express';
import { objectIdParamSchema } from '@renewly/shared-contracts';
import type { AppDeps } from '../../app-deps';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../../middleware/require-auth';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service';

export function createNotificationsRouter(_deps: AppDeps): Router {
  const router = Router();
  router.use('/notifications', requireAuth);

  router.get('/notifications', async (req, res) => {
    res.json(await listNotifications(currentUser(req).id));
  });

  // Before '/:id/read' so 'read-all' is never taken for an id.
  router.patch('/notifications/read-all', async (req, res) => {
    res.json(await markAllNotificationsRead(currentUser(req).id));
  });

  router.patch('/notifications/:id/read', validate({ params: objectIdParamSchema }), async (req, res) => {
    res.json(await markNotificationRead(currentUser(req).id, String(req.params.id)));
  });

  return router;
}
