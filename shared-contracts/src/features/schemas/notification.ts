// Part of '@renewly/shared-contracts/features/schemas' (zod, off the first load); the index keeps the types.
import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';

export const notificationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    createdAt: z.string(),
    isRead: z.boolean(),
    /** A page in the app the notification opens (issue 49: a renewal notice to check). */
    link: z.string().optional(),
  })
);
export type Notification = z.infer<typeof notificationSchema>;

/** A reminder notification the browser shows at a target time (spec §3). */
/** GET /api/notifications answer. */
export const notificationListSchema = lazySchema(() => z.array(notificationSchema));

export const scheduledReminderNotificationSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    body: z.string(),
    at: z.string(),
  })
);
export type ScheduledReminderNotification = z.infer<typeof scheduledReminderNotificationSchema>;
