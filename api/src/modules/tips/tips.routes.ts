import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { requireAuth } from '../../middleware/require-auth';
import { listInsuranceTips } from './tips.service';

export function createTipsRouter(_deps: AppDeps): Router {
  const router = Router();
  router.get('/insurance-tips', requireAuth, async (_req, res) => {
    res.json({ tips: await listInsuranceTips() });
  });
  return router;
}
