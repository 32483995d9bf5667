// Spec §4: a scheduled reminder notification waits on a timer until its target time (only if that is in the
// future); then a hidden page shows a system notification (tag policy-reminder, stays until the user acts, actions
// View Policy and Dismiss) and a visible page shows a toast. The targets are the in-app deliveries the server has
// scheduled (GET /api/reminders), so the page and the delivery engine agree on the time (the user's delivery hour
// included), with the bell's words (renewal, MOT or road tax).
import type { QueryClient } from '@tanstack/react-query';
import { displayRegistration, formatUkDate, type Policy, QUERY_KEYS, readPolicies, readReminders, type Reminder, reminderNoticeTitle, showToast } from '@renewly/shared-contracts';
import { pushPermission } from './push-support';

export interface ScheduledNotification {
  key: string;
  title: string;
  body: string;
  /** The target date-time. */
  at: Date;
  /** Where 'View Policy' goes (this origin only). */
  url: string;
}

/** Timers longer than this are not set (a page open that long re-reads its reminders before then). */
export const SCHEDULE_HORIZON_MS = 24 * 60 * 60 * 1000;

/** The in-app deliveries still to come, as notifications. */
export function scheduledNotifications(reminders: Reminder[], policies: Policy[]): ScheduledNotification[] {
  const byId = new Map(policies.map((policy) => [policy.id, policy]));
  return reminders.flatMap((reminder) => {
    const policy = byId.get(reminder.policyId);
    const delivery = reminder.deliveries?.find((d) => d.channel === 'app' && d.status === 'scheduled' && d.at);
    if (!policy || !delivery?.at) return [];
    const target = reminder.target ?? 'renewal';
    const date = reminder.targetDate ?? policy.renewalDate;
    const heading = target === 'mot' ? 'MOT reminder' : target === 'roadTax' ? 'Road tax reminder' : target === 'bestDay' ? 'Best day to get quotes' : 'Renewal reminder';
    const event = target === 'mot' ? 'MOT expires' : target === 'roadTax' ? 'road tax is due' : 'insurance renews';
    return [
      {
        key: `${reminder.id}:${delivery.at}`,
        title: reminderNoticeTitle(heading, policy),
        body: `${reminder.title}: your ${policy.carManufacturer} ${policy.carModel} (${displayRegistration(policy.registrationNumber)}) ${event} on ${formatUkDate(date)}.`,
        at: new Date(delivery.at),
        url: `/policies?policy=${encodeURIComponent(policy.id)}`,
      },
    ];
  });
}

/** Hidden page: a system notification (through the service worker, which alone can show actions); visible: a toast. */
export async function showScheduledNotification(note: ScheduledNotification): Promise<void> {
  if (document.visibilityState === 'hidden' && pushPermission() === 'granted') {
    const options: NotificationOptions & { actions?: { action: string; title: string }[] } = {
      body: note.body,
      tag: 'policy-reminder',
      requireInteraction: true,
      icon: '/icon-192.png',
      data: { url: note.url },
      actions: [
        { action: 'view', title: 'View Policy' },
        { action: 'dismiss', title: 'Dismiss' },
      ],
    };
    const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
    if (registration) return registration.showNotification(note.title, options);
    const { actions: _actions, ...plain } = options;
    new Notification(note.title, plain);
    return;
  }
  showToast({ title: note.title, description: note.body, variant: 'info' });
}

/** Sets a timer per notification due within the horizon; returns the function that clears them. */
export function scheduleNotifications(
  notes: ScheduledNotification[],
  show: (note: ScheduledNotification) => unknown = showScheduledNotification,
  now: () => number = Date.now,
): () => void {
  const timers = notes
    .map((note) => ({ note, delay: note.at.getTime() - now() }))
    .filter(({ delay }) => delay > 0 && delay <= SCHEDULE_HORIZON_MS)
    .map(({ note, delay }) => setTimeout(() => void show(note), delay));
  return () => timers.forEach(clearTimeout);
}

/**
 * Reads the user's reminders and policies (through the shared cache, so pages that already read them cost nothing)
 * and keeps the timers in step with them; returns the stop function.
 */
export function startReminderSchedule(queryClient: QueryClient): () => void {
  let clear = () => {};
  let stopped = false;
  const refresh = async () => {
    const [reminders, policies] = await Promise.all([
      queryClient.fetchQuery({
        queryKey: QUERY_KEYS.reminders,
        queryFn: readReminders,
      }),
      queryClient.fetchQuery({ queryKey: QUERY_KEYS.policies, queryFn: readPolicies }),
    ]);
    if (stopped) return;
    clear();
    clear = scheduleNotifications(scheduledNotifications(reminders, policies));
  };
  const onError = (error: unknown) => console.warn('[reminders] scheduled notifications not set', error);
  refresh().catch(onError);
  // Reminders or policies changed (created, edited, deleted, re-read): set the timers again.
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey[0];
    if (event.type === 'updated' && event.action.type === 'success' && (key === QUERY_KEYS.reminders[0] || key === QUERY_KEYS.policies[0])) {
      refresh().catch(onError);
    }
  });
  return () => {
    stopped = true;
    clear();
    unsubscribe();
  };
}
