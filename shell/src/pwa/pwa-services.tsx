import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { pushPermission } from './push-support';

/**
 * Signed in: keeps this device's push subscription known to the API (it can change or expire), sets the in-page
 * reminder timers once the page has drawn, and follows a notification's 'View Policy' (sw.js asks the page).
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
    let cancelled = false;
    const start = () =>
      void import('./scheduled-reminders').then((schedule) => {
        if (!cancelled) stop = schedule.startReminderSchedule(queryClient);
      });
    const idle = window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 5000 }) : window.setTimeout(start, 2000);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
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
