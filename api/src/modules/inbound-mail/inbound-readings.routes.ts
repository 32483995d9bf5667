import { Router } from 'express';
import { objectIdParamSchema } from '@renewly/shared-contracts/features/schemas';
import type { AppDeps } from '../../core/app-deps';
import { noInput, nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { findReading, listUnreadReadings, markReadingReviewed } from './inbound-readings.service';

/** The user's forwarded notices waiting for review (issue 49): listed, opened, and marked reviewed once saved. */
export function createInboundReadingsRouter(_deps: AppDeps): Router {
  const router = Router();
  router.get('/inbound-readings', requireAuth, noInput, async (req, res) => {
    res.json(await listUnreadReadings(currentUser(req).id));
  });

  router.get('/inbound-readings/:id', requireAuth, validate({ params: objectIdParamSchema, body: nothing, query: nothing }), async (req, res) => {
    res.json(await findReading(currentUser(req).id, String(req.params.id)));
  });

  // The review was saved (through the policy's own update): the reading leaves the list and the bell's link.
  router.post('/inbound-readings/:id/reviewed', requireAuth, validate({ params: objectIdParamSchema, body: nothing, query: nothing }), async (req, res) => {
    res.json(await markReadingReviewed(currentUser(req).id, String(req.params.id)));
  });

  return router;
}
