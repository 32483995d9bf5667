import { Router } from 'express';
import { objectIdParamSchema } from '@renewly/shared-contracts/features/schemas';
import type { AppDeps } from '../../core/app-deps';
import { noInput, nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { readingReviewedSchema, type ReadingReviewed } from '@renewly/shared-contracts/features/inbound-readings';
import { findReading, listUnreadReadings, markReadingReviewed, type KeepNotice } from './inbound-readings.service';

/**
 * The user's forwarded notices waiting for review (issue 49): listed, opened, and marked reviewed once saved.
 * `keepNotice` is the policy-documents module's add, passed in by routes.ts (that module sits above this one).
 */
export function createInboundReadingsRouter({ config }: AppDeps, keepNotice: KeepNotice): Router {
  const router = Router();
  router.get('/inbound-readings', requireAuth, noInput, async (req, res) => {
    res.json(await listUnreadReadings(currentUser(req).id));
  });

  router.get('/inbound-readings/:id', requireAuth, validate({ params: objectIdParamSchema, body: nothing, query: nothing }), async (req, res) => {
    res.json(await findReading(currentUser(req).id, String(req.params.id)));
  });

  // The review was saved (through the policy's own update): the reading leaves the list and the bell's link.
  // With `keepNotice`, the notice held with the reading is kept with that policy ("Keep this notice").
  router.post('/inbound-readings/:id/reviewed', requireAuth, validate({ params: objectIdParamSchema, body: readingReviewedSchema, query: nothing }), async (req, res) => {
    const { keepNotice: keepWith } = req.body as ReadingReviewed;
    const keep = keepWith ? { policyId: keepWith.policyId, key: config.documents.key, keepNotice } : undefined;
    res.json(await markReadingReviewed(currentUser(req).id, String(req.params.id), keep));
  });

  return router;
}
