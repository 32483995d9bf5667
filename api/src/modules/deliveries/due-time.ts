import { TZDate } from '@date-fns/tz';
import { addDays, londonToday, TIME_ZONE, type DeliveryChannelName, type NotificationMethod } from '@renewly/shared-contracts';

/** Reminders go out at this hour, London time. */
export const DELIVERY_HOUR = 9;

/** 09:00 Europe/London on (renewalDate - daysBefore): 08:00 or 09:00 UTC depending on the clocks that day. */
export function dueAt(renewalDate: string, daysBefore: number): Date {
  const [y, m, d] = addDays(renewalDate, -daysBefore).split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, DELIVERY_HOUR, 0, TIME_ZONE).getTime());
}

/**
 * Due now: the due time has come and the renewal date has not passed (London calendar). A reminder created or
 * edited after its due time, while the renewal is still ahead, is therefore due at once; the delivery key makes
 * it go out once.
 */
export function isDue(renewalDate: string, daysBefore: number, now: Date): boolean {
  return dueAt(renewalDate, daysBefore).getTime() <= now.getTime() && londonToday(now) <= renewalDate;
}

/** Still to come: the renewal date has not passed (whether the due time has come or not). */
export function isRenewalAhead(renewalDate: string, now: Date): boolean {
  return londonToday(now) <= renewalDate;
}

/**
 * The delivery's id, unique per (reminder, channel, renewal date): a new renewal date starts a new cycle. Used as
 * the document _id, so inserting it is the claim.
 */
export function deliveryKey(reminderId: string, channel: DeliveryChannelName, renewalDate: string): string {
  return `${reminderId}:${channel}:${renewalDate}`;
}

/**
 * The channels a reminder's methods are delivered by: 'app' (the bell) also sends a web push to the user's browsers,
 * as its own delivery ('push'), so it has its own attempts, retries and line in the log.
 */
export function deliveryChannelsFor(methods: readonly NotificationMethod[]): DeliveryChannelName[] {
  return methods.includes('app') ? [...methods, 'push'] : [...methods];
}
