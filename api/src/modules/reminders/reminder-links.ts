// What the reminders module needs of the modules above it (issue 48): the user's other channels (user-channels) and
// each reminder's delivery log (deliveries). Those modules read and deliver the reminders, so the reminders module
// does not import them: flows/reminder-links.ts makes these from their entries and routes.ts passes them in.
import type { NotificationMethod, ReminderDelivery, ReminderTarget } from '@renewly/shared-contracts';
import type { DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';

/** A reminder's schedule, as the delivery keys and catch-ups are worked out from it. */
export interface ReminderSchedule {
  id: string;
  userId: string;
  policyId: string;
  daysBefore: number;
  target: ReminderTarget;
  scheduledFrom: Date | null;
  setByCreate: boolean;
}

/** The user's other channels as the delivery log names them. */
export type ChannelsForLog = ReadonlyMap<string, { label: string; enabled: boolean }>;

export interface ReminderLinks {
  /** The user's default set of other channels for new reminders (ids). */
  defaultChannelIds(userId: string): Promise<string[]>;
  /** A 400 unless every id is one of the user's channels. */
  requireOwnChannels(userId: string, channelIds: string[]): Promise<void>;
  channelsForLog(userId: string): Promise<ChannelsForLog>;
  /** One reminder's deliveries and when it is next delivered. */
  deliveryLog(
    reminder: ReminderSchedule & { notificationMethods: NotificationMethod[]; channelIds?: string[] },
    policy: { targetDate: string | null; isActive: boolean },
    now: Date,
    prefs: DeliveryPreferences,
    catchUps: ReadonlySet<string>,
    userChannels: ChannelsForLog,
    held: ReadonlyMap<'sms', string>,
  ): Promise<{ deliveries: ReminderDelivery[]; nextDeliveryAt: string | null }>;
  /** The reminders among these that deliver a catch-up (deliveries' due-time.ts). */
  catchUpsToDeliver(candidates: readonly { reminder: ReminderSchedule; targetDate: string }[], deliveryHourOf: (reminder: ReminderSchedule) => number, now: Date): Set<string>;
  /** Removes a deleted reminder's deliveries (so nothing pending for it goes out). */
  deleteForReminder(userId: string, reminderId: string): Promise<unknown>;
}
