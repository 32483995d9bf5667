import { z } from 'zod';
import { objectIdSchema } from './common';
import { NOTIFICATION_METHODS, REMINDER_DAY_OPTIONS } from './constants';
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

export const reminderSchema = z.object({
  id: z.string(),
  policyId: z.string(),
  title: z.string(),
  daysBefore: z.number(),
  notificationMethods: z.array(z.enum(NOTIFICATION_METHODS)),
  createdAt: z.string().optional(),
});
export type Reminder = z.infer<typeof reminderSchema>;
