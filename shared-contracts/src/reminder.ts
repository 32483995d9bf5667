import { z } from 'zod';
import { objectIdSchema } from './common';
import { DELIVERY_CHANNELS, NOTIFICATION_METHODS, REMINDER_DAY_OPTIONS } from './constants';
import { MESSAGES } from './messages';

/** Spec §3: the title is generated as '{N} day renewal reminder'. */
export function reminderTitle(daysBefore: number): string {
  return `${daysBefore} day renewal reminder`;
}

const notificationMethods = z
  .array(z.enum(NOTIFICATION_METHODS))
  .min(1, MESSAGES.fillAllFields)
  .max(NOTIFICATION_METHODS.length)
  .transform((methods) => [...new Set(methods)]);

/** POST /api/reminders and PUT /api/reminders/:id body. */
export const reminderInputSchema = z
  .object({
    policyId: objectIdSchema,
    title: z.string().trim().min(1, MESSAGES.fillAllFields).max(100, MESSAGES.textTooLong),
    daysBefore: z.number().int().min(1).max(365),
    notificationMethods,
  })
  .strict();
export type ReminderInput = z.infer<typeof reminderInputSchema>;

/** The reminder dialog: a policy, one or more day options and one or more methods (spec §5). */
export const reminderFormSchema = z.object({
  policyId: z.string().min(1, MESSAGES.fillAllFields),
  daysBefore: z.array(z.literal(REMINDER_DAY_OPTIONS)).min(1, MESSAGES.fillAllFields),
  notificationMethods,
});
export type ReminderFormValues = z.input<typeof reminderFormSchema>;

/** The reminder form's default method (spec §5). */
export const DEFAULT_REMINDER_METHODS = ['email'] as const;

/** A delivery's status, after GOV.UK Notify's model. */
export const DELIVERY_STATUSES = [
  'scheduled',
  'sending',
  'sent',
  'temporary-failure',
  'permanent-failure',
  'skipped',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One channel's delivery of a reminder for the policy's current renewal date (GET /api/reminders). */
export const reminderDeliverySchema = z.object({
  channel: z.enum(DELIVERY_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  /** ISO date-time: when it is due (scheduled), was taken (sending), sent, failed or skipped. */
  at: z.string().nullable(),
  /** Why it failed or was skipped, in plain words (e.g. 'SMS is not configured'); null otherwise. */
  reason: z.string().nullable(),
  /** ISO date-time of the next try of a temporary failure; null otherwise. */
  nextAttemptAt: z.string().nullable(),
  /** How many times it has been tried so far. */
  attempts: z.number().int().min(0),
});
export type ReminderDelivery = z.infer<typeof reminderDeliverySchema>;

export const reminderSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  title: z.string(),
  daysBefore: z.number(),
  notificationMethods: z.array(z.enum(NOTIFICATION_METHODS)),
  createdAt: z.string().optional(),
  /** ISO date-time of the next delivery (or retry) still to come; null when nothing is pending. */
  nextDeliveryAt: z.string().nullable().optional(),
  /** The delivery log for the policy's current renewal date, one entry per channel of the reminder. */
  deliveries: z.array(reminderDeliverySchema).optional(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** GET /api/reminders answer. */
export const reminderListSchema = z.array(reminderSchema);

/** The 'Edit Reminder' dialog: a single day value (spec §4), any whole number the API accepts. */
export const reminderEditFormSchema = z.object({
  policyId: z.string().min(1, MESSAGES.fillAllFields),
  daysBefore: z
    .number({ error: MESSAGES.fillAllFields })
    .int(MESSAGES.reminderDaysRange)
    .min(1, MESSAGES.reminderDaysRange)
    .max(365, MESSAGES.reminderDaysRange),
  notificationMethods,
});
export type ReminderEditFormValues = z.input<typeof reminderEditFormSchema>;
