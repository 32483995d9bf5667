import { z } from 'zod';
import { NOTIFICATION_METHODS, type NotificationMethod } from './constants';

/** The hour (London time) reminders go out when the user has not chosen one. */
export const DEFAULT_DELIVERY_HOUR = 9;

const hour = (label: string) =>
  z.number({ error: `${label} must be a whole hour from 0 to 23` }).int(`${label} must be a whole hour from 0 to 23`).min(0, `${label} must be a whole hour from 0 to 23`).max(23, `${label} must be a whole hour from 0 to 23`);

/**
 * GET/PUT /api/user/delivery-preferences. Quiet hours hold SMS and push (never email or in-app) from `start` to `end`,
 * London time; start > end spans midnight (21 to 8). `defaultChannels` null: the dialogs keep the spec's defaults.
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
  })
  .strict();
export type DeliveryPreferences = z.output<typeof deliveryPreferencesSchema>;
export type DeliveryPreferencesInput = z.input<typeof deliveryPreferencesSchema>;

export const DEFAULT_DELIVERY_PREFERENCES: DeliveryPreferences = {
  deliveryHour: DEFAULT_DELIVERY_HOUR,
  quietHours: { enabled: false, start: 21, end: 8 },
  defaultChannels: null,
};

/** The channels a new reminder starts with: the user's choice, else the dialog's spec default. */
export function startingChannels(prefs: Pick<DeliveryPreferences, 'defaultChannels'> | undefined, specDefault: readonly NotificationMethod[]): NotificationMethod[] {
  return [...(prefs?.defaultChannels ?? specDefault)];
}

/** True when a London clock hour falls in the quiet period [start, end), which may span midnight. */
export function isQuietHour(h: number, q: DeliveryPreferences['quietHours']): boolean {
  if (!q.enabled || q.start === q.end) return false;
  return q.start < q.end ? h >= q.start && h < q.end : h >= q.start || h < q.end;
}

/**
 * The settings form: the channels as its checkboxes hold them; none ticked means "not chosen" (null), which keeps
 * the spec's defaults (Email in the reminder dialog, In-app in the policy dialog).
 */
export const deliveryPreferencesFormSchema = deliveryPreferencesSchema
  .extend({ defaultChannels: z.array(z.enum(NOTIFICATION_METHODS)) })
  .transform((v): DeliveryPreferences => ({ ...v, defaultChannels: v.defaultChannels.length > 0 ? v.defaultChannels : null }));
export type DeliveryPreferencesFormValues = z.input<typeof deliveryPreferencesFormSchema>;
