// Part of '@renewly/shared-contracts/features/schemas' (zod, off the first load); the index keeps the types.
import { z } from 'zod';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, NOTIFICATION_METHODS, REMINDER_TARGETS, TARGET_DAY_OPTIONS } from '../../constants';
import { MESSAGES } from '../../messages';
import { lazySchema } from '../../lazy-schema';
import { objectIdSchema } from './common';

const notificationMethods = lazySchema(() =>
  z
    .array(z.enum(NOTIFICATION_METHODS))
    .min(1, MESSAGES.fillAllFields)
    .max(NOTIFICATION_METHODS.length)
    .transform((methods) => [...new Set(methods)])
);

/** POST /api/reminders and PUT /api/reminders/:id body. */
export const reminderInputSchema = lazySchema(() =>
  z
    .object({
      policyId: objectIdSchema,
      title: z.string().trim().min(1, MESSAGES.fillAllFields).max(100, MESSAGES.textTooLong),
      daysBefore: z
        .number()
        .int(MESSAGES.reminderDaysRange)
        .min(1, MESSAGES.reminderDaysRange)
        .max(365, MESSAGES.reminderDaysRange),
      notificationMethods,
      /** Absent: 'renewal' on create; on update the reminder keeps its target (the spec's payload has no target). */
      target: z.enum(REMINDER_TARGETS).optional(),
      /** The user's other channels (ntfy, webhooks...) it also goes to; absent: the default set on create, unchanged on update. */
      channelIds: z.array(objectIdSchema).max(20).transform((ids) => [...new Set(ids)]).optional(),
    })
    .strict()
);
export type ReminderInput = z.infer<typeof reminderInputSchema>;

/** The reminder dialog: a policy, one or more day options and one or more methods (spec §5). */
export const reminderFormSchema = lazySchema(() =>
  z.object({
    policyId: z.string().min(1, MESSAGES.fillAllFields),
    target: z.enum(REMINDER_TARGETS).default('renewal'),
    daysBefore: z.array(z.number().int().min(1).max(365)).min(1, MESSAGES.fillAllFields),
    notificationMethods,
    channelIds: z.array(z.string()).optional(),
  }).refine((v) => v.daysBefore.every((d) => (TARGET_DAY_OPTIONS[v.target] as readonly number[]).includes(d)), {
    message: MESSAGES.fillAllFields,
    path: ['daysBefore'],
  })
);
export type ReminderFormValues = z.input<typeof reminderFormSchema>;

/** One channel's delivery of a reminder for the policy's current renewal date (GET /api/reminders). */
export const reminderDeliverySchema = lazySchema(() =>
  z.object({
    /** A built-in channel, or 'ch_<id>': one of the user's other channels (features/user-channels.ts). */
    channel: z.union([z.enum(DELIVERY_CHANNELS), z.string().regex(/^ch_[0-9a-f]{24}$/)]),
    /** The user channel's name and kind ('Phone (ntfy)'); absent for the built-in channels. */
    channelName: z.string().optional(),
    status: z.enum(DELIVERY_STATUSES),
    /** ISO date-time: when it is due (scheduled), was taken (sending), sent, failed or skipped. */
    at: z.string().nullable(),
    /** Why it failed or was skipped, in plain words (e.g. 'SMS is not configured'); null otherwise. */
    reason: z.string().nullable(),
    /** ISO date-time of the next try of a temporary failure; null otherwise. */
    nextAttemptAt: z.string().nullable(),
    /** How many times it has been tried so far. */
    attempts: z.number().int().min(0),
  })
);
export type ReminderDelivery = z.infer<typeof reminderDeliverySchema>;

export const reminderSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    policyId: z.string(),
    title: z.string(),
    daysBefore: z.number(),
    notificationMethods: z.array(z.enum(NOTIFICATION_METHODS)),
    /** The user's other channels it also goes to (absent: none). */
    channelIds: z.array(z.string()).optional(),
    /** Absent from answers written before MOT/tax reminders: 'renewal'. */
    target: z.enum(REMINDER_TARGETS).optional(),
    /** The date it counts down to (the policy's renewal, MOT or road-tax date); null when the policy lacks it. */
    targetDate: z.string().nullable().optional(),
    createdAt: z.string().optional(),
    /** ISO date-time of the next delivery (or retry) still to come; null when nothing is pending. */
    nextDeliveryAt: z.string().nullable().optional(),
    /** The delivery log for the policy's current renewal date, one entry per channel of the reminder. */
    deliveries: z.array(reminderDeliverySchema).optional(),
  })
);
export type Reminder = z.infer<typeof reminderSchema>;

/** GET /api/reminders answer. */
export const reminderListSchema = lazySchema(() => z.array(reminderSchema));

/** The 'Edit Reminder' dialog: a single day value (spec §4), any whole number the API accepts. */
export const reminderEditFormSchema = lazySchema(() =>
  z.object({
    policyId: z.string().min(1, MESSAGES.fillAllFields),
    target: z.enum(REMINDER_TARGETS).default('renewal'),
    daysBefore: z
      .number({ error: MESSAGES.fillAllFields })
      .int(MESSAGES.reminderDaysRange)
      .min(1, MESSAGES.reminderDaysRange)
      .max(365, MESSAGES.reminderDaysRange),
    notificationMethods,
    channelIds: z.array(z.string()).optional(),
  })
);
export type ReminderEditFormValues = z.input<typeof reminderEditFormSchema>;
