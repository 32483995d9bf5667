// The notification schemas are in features/schemas/notification.ts.
export type { Notification, ScheduledReminderNotification } from './features/schemas/notification';
