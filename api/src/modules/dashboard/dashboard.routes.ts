import { Router } from 'express';
import type { AppDeps } from '../../core/app-deps';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { dashboardStats } from './dashboard.service';

export function createDashboardRouter(_deps: AppDeps): Router {
  const router = Router();
  router.get('/dashboard/stats', requireAuth, async (req, res) => {
    res.json(await dashboardStats(currentUser(req).id));
  });
  return router;
}
