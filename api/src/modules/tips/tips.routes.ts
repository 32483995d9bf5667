import { Router } from 'express';
import type { AppDeps } from '../../core/app-deps';
import { requireAuth } from '../../core/http/require-auth';
import { listInsuranceTips } from './tips.service';

export function createTipsRouter(_deps: AppDeps): Router {
  const router = Router();
  router.get('/insurance-tips', requireAuth, async (_req, res) => {
    // Kept by the browser but revalidated each time (If-None-Match against the ETag): unchanged tips cost a 304.
    res.set('Cache-Control', 'private, no-cache');
    res.json({ tips: await listInsuranceTips() });
  });
  return router;
}
