import { Router } from 'express';
import { updateProfileSchema } from '@renewly/shared-contracts/features/schemas';
import type { AppDeps } from '../../app-deps';
import { currentUser, requireAuth } from '../../middleware/require-auth';
import { validate } from '../../http/validate';
import { updateProfile } from './users.service';

export function createUsersRouter(deps: AppDeps): Router {
  const router = Router();

  router.get('/user', requireAuth, (req, res) => {
    res.json(currentUser(req));
  });

  // Strict: email/username (or anything else unknown) in the body is a 400; they never change.
  router.put('/user', requireAuth, validate({ body: updateProfileSchema }), async (req, res) => {
    res.json(await updateProfile(currentUser(req).id, req.body, deps));
  });

  return router;
}
