import { Router } from 'express';
import { deliveryPreferencesSchema, type DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';
import type { AppDeps } from '../../core/app-deps';
import { nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { getDeliveryPreferences, setDeliveryPreferences } from './delivery-preferences.service';

// The signed-in user's reminder delivery preferences (the settings page's 'Reminder delivery' card).
export function createDeliveryPreferencesRouter(_deps: AppDeps): Router {
  const router = Router();
  router.use('/user/delivery-preferences', requireAuth);

  router.get('/user/delivery-preferences', validate({ body: nothing, query: nothing }), async (req, res) => {
    res.json(await getDeliveryPreferences(currentUser(req).id));
  });

  // A whole replacement: every field is sent (the form always has them all).
  router.put('/user/delivery-preferences', validate({ body: deliveryPreferencesSchema }), async (req, res) => {
    res.json(await setDeliveryPreferences(currentUser(req).id, req.body as DeliveryPreferences));
  });

  return router;
}
