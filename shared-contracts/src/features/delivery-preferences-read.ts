// Not exported from the index: '@renewly/shared-contracts/features/delivery-preferences-read'. The one read behind every
// app's delivery-preferences query, without zod: the schema (features/delivery-preferences.ts, which brings the app's
// own copy of zod) loads on demand, alongside a request or just after a first read (checkedRead).
import { checkedRead } from '@renewly/shared-contracts';

export const loadDeliveryPreferencesSchema = () => import('./delivery-preferences').then((m) => m.deliveryPreferencesSchema);

/** GET /api/user/delivery-preferences, checked against the shared schema. */
export const readDeliveryPreferences = checkedRead(loadDeliveryPreferencesSchema);
