import { TZDate } from '@date-fns/tz';
import { addDays, londonDateOf, londonToday, TIME_ZONE, type DeliveryChannelName, type NotificationMethod, type ReminderTarget } from '@renewly/shared-contracts';
import { type DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';
import { isUserChannelRef, userChannelRef, type UserChannelRef } from '@renewly/shared-contracts/features/user-channels';
import { DEFAULT_DELIVERY_HOUR, isQuietHour } from '../delivery-preferences';

/** What a delivery goes out by: a built-in channel, or one of the user's other channels ('ch_<id>', issue 41). */
export type EngineChannel = DeliveryChannelName | UserChannelRef;

/** Reminders go out at this hour, London time, unless the user chose another (delivery preferences). */
export const DELIVERY_HOUR = DEFAULT_DELIVERY_HOUR;

/**
 * Channels that wait out the user's quiet hours (they buzz a phone): SMS, push and the user's other channels (ntfy,
 * Telegram...); email and in-app are never held.
 */
const HELD_IN_QUIET_HOURS: ReadonlySet<string> = new Set(['sms', 'push']);
export const isHeldInQuietHours = (channel: string) => HELD_IN_QUIET_HOURS.has(channel) || isUserChannelRef(channel);

const atLondonHour = (date: string, hour: number): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, 0, TIME_ZONE).getTime());
};

const londonHourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });
/** The London clock hour (0-23) at an instant. */
export const londonHourOf = (instant: Date): number => Number(londonHourFormat.format(instant));

/**
 * The preferred hour (default 09:00) Europe/London on (target date - daysBefore): the UTC instant moves with the
 * clocks (09:00 is 08:00 UTC in summer time). The target date is the policy's renewal, MOT or road-tax date.
 */
export function dueAt(targetDate: string, daysBefore: number, hour: number = DELIVERY_HOUR): Date {
  return atLondonHour(addDays(targetDate, -daysBefore), hour);
}

/** True while the London clock is inside the quiet period. */
export function inQuietHours(instant: Date, quiet: DeliveryPreferences['quietHours']): boolean {
  return isQuietHour(londonHourOf(instant), quiet);
}

/** The instant itself, or, inside quiet hours, the moment they end (the next `end` o'clock, London time). */
export function afterQuietHours(instant: Date, quiet: DeliveryPreferences['quietHours']): Date {
  const hour = londonHourOf(instant);
  if (!isQuietHour(hour, quiet)) return instant;
  const today = londonDateOf(instant);
  // A period spanning midnight, entered before midnight, ends tomorrow; otherwise it ends later today.
  const endDate = quiet.start > quiet.end && hour >= quiet.start ? addDays(today, 1) : today;
  return atLondonHour(endDate, quiet.end);
}

/** When one channel of a reminder is due under the user's preferences: SMS and push wait until quiet hours end. */
export function channelDueAt(
  targetDate: string,
  daysBefore: number,
  channel: string,
  prefs: Pick<DeliveryPreferences, 'deliveryHour' | 'quietHours'>,
): Date {
  const base = dueAt(targetDate, daysBefore, prefs.deliveryHour);
  return isHeldInQuietHours(channel) ? afterQuietHours(base, prefs.quietHours) : base;
}

/**
 * Due now: the due time has come and the target date has not passed (London calendar). A reminder created or
 * edited after its due time, while the date is still ahead, is therefore due at once; the delivery key makes it go
 * out once. `due` defaults to 09:00 London (no preferences).
 */
export function isDue(targetDate: string, daysBefore: number, now: Date, due: Date = dueAt(targetDate, daysBefore)): boolean {
  return due.getTime() <= now.getTime() && londonToday(now) <= targetDate;
}

/** Still to come: the target date has not passed (whether the due time has come or not). */
export function isRenewalAhead(targetDate: string, now: Date): boolean {
  return londonToday(now) <= targetDate;
}

/**
 * The delivery's id, unique per (reminder, channel, target date): a new renewal (or MOT, or tax) date starts a new
 * cycle. Used as the document _id, so inserting it is the claim. Renewal keys keep their original form
 * '{reminder}:{channel}:{date}' (deliveries stored before MOT/tax reminders stay recognised); MOT and road-tax keys
 * name their target too, so switching a reminder's target never meets an earlier cycle's key.
 */
export function deliveryKey(
  reminderId: string,
  channel: EngineChannel,
  targetDate: string,
  target: ReminderTarget = 'renewal',
): string {
  return target === 'renewal' ? `${reminderId}:${channel}:${targetDate}` : `${reminderId}:${channel}:${target}:${targetDate}`;
}

/** When a reminder's day value (and target) was last set, and whether by creating it. */
export interface ReminderSchedule {
  id: string;
  daysBefore: number;
  target: ReminderTarget;
  /** Absent on reminders stored before edits were rescheduled: they keep their original delivery keys. */
  scheduledFrom?: Date | null;
  /** True when the day value was set by creating the reminder, false when by an edit. */
  setByCreate?: boolean;
}

/**
 * The delivery's id for one reminder: `deliveryKey`, plus the day value once an edit has moved the reminder to
 * another day, so the moved time is a delivery of its own (the old one's record stays), while the same day for the
 * same date stays the same delivery (never sent twice).
 */
export function reminderDeliveryKey(reminder: ReminderSchedule, channel: EngineChannel, targetDate: string): string {
  const key = deliveryKey(reminder.id, channel, targetDate, reminder.target);
  return reminder.scheduledFrom && !reminder.setByCreate ? `${key}:d${reminder.daysBefore}` : key;
}

/**
 * Its time (the preferred hour on the day) had already passed when the day value was set. A reminder set after
 * `now` (another process's clock ahead of this one's, or a test clock in the past) counts as set in time.
 */
export function passedWhenSet(reminder: ReminderSchedule, targetDate: string, deliveryHour: number, now: Date): boolean {
  const from = reminder.scheduledFrom;
  return !!from && from <= now && dueAt(targetDate, reminder.daysBefore, deliveryHour) < from;
}

/**
 * Reminders set (created) after their time had passed share one catch-up per user, policy, target and date: the one
 * nearest the date (fewest days before; then the oldest id) is delivered at once, the others never, and none on a
 * day another of that user's reminders of that policy and date goes out on time anyway. Per user: on a shared car
 * the owner's and each member's reminders are chosen apart (one person's never holds back another's). A reminder
 * edited to a time already passed delivers nothing new. Returns the ids of the catch-ups that deliver.
 */
export function catchUpsToDeliver<R extends ReminderSchedule & { policyId: string; userId: string }>(
  candidates: readonly { reminder: R; targetDate: string }[],
  deliveryHourOf: (reminder: R) => number,
  now: Date,
): Set<string> {
  const chosen = new Map<string, R>();
  const onTimeDays = new Map<string, Set<string>>();
  for (const { reminder, targetDate } of candidates) {
    const group = `${reminder.userId}:${reminder.policyId}:${reminder.target}:${targetDate}`;
    if (!passedWhenSet(reminder, targetDate, deliveryHourOf(reminder), now)) {
      onTimeDays.set(group, (onTimeDays.get(group) ?? new Set()).add(addDays(targetDate, -reminder.daysBefore)));
      continue;
    }
    if (!reminder.setByCreate) continue;
    const best = chosen.get(group);
    if (!best || reminder.daysBefore < best.daysBefore || (reminder.daysBefore === best.daysBefore && reminder.id < best.id)) {
      chosen.set(group, reminder);
    }
  }
  return new Set(
    [...chosen]
      .filter(([group, r]) => !onTimeDays.get(group)?.has(londonDateOf(r.scheduledFrom!)))
      .map(([, r]) => r.id),
  );
}

/** Whether a reminder delivers for this date at all: not when its time had passed when it was set (but a catch-up). */
export function mayDeliver(
  reminder: ReminderSchedule,
  targetDate: string,
  deliveryHour: number,
  catchUps: ReadonlySet<string>,
  now: Date,
): boolean {
  return !passedWhenSet(reminder, targetDate, deliveryHour, now) || (!!reminder.setByCreate && catchUps.has(reminder.id));
}

/**
 * The channels a reminder's methods are delivered by: 'app' (the bell) also sends a web push to the user's browsers,
 * as its own delivery ('push'), so it has its own attempts, retries and line in the log. Then each of the user's
 * other channels given (ids), as 'ch_<id>'.
 */
export function deliveryChannelsFor(methods: readonly NotificationMethod[], channelIds: readonly string[] = []): EngineChannel[] {
  const builtIn: EngineChannel[] = methods.includes('app') ? [...methods, 'push'] : [...methods];
  return [...builtIn, ...channelIds.map(userChannelRef)];
}

