// The API's side of delivery preferences: the defaults and the quiet-hours rule (kept out of the contracts, which
// every first page load carries).
import type { DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';

/** The hour (London time) reminders go out when the user has not chosen one. */
export const DEFAULT_DELIVERY_HOUR = 9;

export const DEFAULT_DELIVERY_PREFERENCES: DeliveryPreferences = {
  deliveryHour: DEFAULT_DELIVERY_HOUR,
  quietHours: { enabled: false, start: 21, end: 8 },
  defaultChannels: null,
  noticeEmails: true,
};

/** True when a London clock hour falls in the quiet period [start, end), which may span midnight. */
export function isQuietHour(h: number, q: DeliveryPreferences['quietHours']): boolean {
  if (!q.enabled || q.start === q.end) return false;
  return q.start < q.end ? h >= q.start && h < q.end : h >= q.start || h < q.end;
}
