import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A reminder notification the browser shows at a target time (spec §3). */
export const scheduledReminderNotificationSchema = z.object({
  title: z.string(),
  body: z.string(),
  at: z.string(),
});
export type ScheduledReminderNotification = z.infer<typeof scheduledReminderNotificationSchema>;
