import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { HOUSEKEEPING_AFTER_TAP_MS, onFirstInteraction } from '../../../federation/first-interaction';
import { loadWhenOnline } from './load-when-online';
import { pushPermission } from './push-support';

/** Without an interaction first, the in-page reminder timers are set this long after the page drew. */
export const REMINDER_TIMERS_AFTER_MS = 10_000;

/**
 * Signed in: keeps this device's push subscription known to the API (it can change or expire), sets the in-page
 * reminder timers at the first interaction (or 10 s after the page drew), and follows a notification's 'View
 * Policy' (sw.js asks the page).
 */
export function PwaServices() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (pushPermission() !== 'granted') return;
    import('./push-subscription')
      .then((push) => push.subscribeToPush())
      .catch((error: unknown) => console.warn('[push] subscription not renewed', error));
  }, []);

  useEffect(() => {
    let stop = () => {};
    let stopLoading = () => {};
    // Offline when the timers are due, their code not fetched yet: they are set once back online, nothing thrown.
    const start = () => {
      stopLoading = loadWhenOnline(
        () => import('./scheduled-reminders'),
        (schedule) => (stop = schedule.startReminderSchedule(queryClient)),
      );
    };
    // Not with the page's load: reading and checking the reminders is a long task on a phone, and a timer set a few
    // seconds later misses nothing (they are for deliveries hours ahead). Nor with the first tap: what was tapped first.
    const cancel = onFirstInteraction(start, { orAfterMs: REMINDER_TIMERS_AFTER_MS, afterInteractionMs: HOUSEKEEPING_AFTER_TAP_MS });
    return () => {
      cancel();
      stopLoading();
      stop();
    };
  }, [queryClient]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<{ type?: unknown; url?: unknown }>) => {
      const url = event.data?.url;
      if (event.data?.type === 'renewly:open' && typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')) {
        navigate(url);
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);

  return null;
}
