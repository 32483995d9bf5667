import { z } from 'zod';
import { NOTIFICATION_METHODS } from '@renewly/shared-contracts';

// Only what the API and the forms both need lives here (every byte of the contracts is on the first load); the
// defaults and the quiet-hours rule are the API's (api/src/modules/delivery-preferences/delivery-preferences.rules.ts).

const hour = (label: string) =>
  z.number({ error: `${label} must be a whole hour from 0 to 23` }).int(`${label} must be a whole hour from 0 to 23`).min(0, `${label} must be a whole hour from 0 to 23`).max(23, `${label} must be a whole hour from 0 to 23`);

/**
 * GET/PUT /api/user/delivery-preferences. Quiet hours hold SMS and push (never email or in-app) from `start` to `end`,
 * London time; start > end spans midnight (21 to 8). `defaultChannels` null: the dialogs keep the spec's defaults.
 * `noticeEmails` false: no notice emails about the user's cars (DVLA alerts, a shared car erased), the bell still shows
 * them (their one-click unsubscribe sets it); the API always answers it, and a PUT without it keeps what is stored.
 */
export const deliveryPreferencesSchema = z
  .object({
    deliveryHour: hour('The delivery time'),
    quietHours: z
      .object({ enabled: z.boolean(), start: hour('Quiet hours start'), end: hour('Quiet hours end') })
      .strict()
      .refine((q) => q.start !== q.end, { message: 'Quiet hours must start and end at different times', path: ['end'] }),
    defaultChannels: z
      .array(z.enum(NOTIFICATION_METHODS))
      .min(1, 'Choose at least one channel')
      .max(NOTIFICATION_METHODS.length)
      .transform((m) => [...new Set(m)])
      .nullable(),
    noticeEmails: z.boolean().optional(),
  })
  .strict();
export type DeliveryPreferences = z.output<typeof deliveryPreferencesSchema>;
export type DeliveryPreferencesInput = z.input<typeof deliveryPreferencesSchema>;
