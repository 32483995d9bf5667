import { useEffect, useState } from 'react';
import { NOTIFICATION_BANNER_DISMISSED_KEY, showToast, TOASTS } from '@renewly/shared-contracts';
import { PUSH_BANNER_ATTRIBUTE } from '@renewly/shared-contracts/features/server-drawn';
import { isDismissed, rememberDismissal } from './dismissal';
import { isPushSupported, pushPermission } from './push-support';

/**
 * Spec §2/§4: invites the user to enable notifications; shown only when push is supported, permission is still
 * 'default' and it was not dismissed before. Enabling subscribes this device to web push (push-subscription.ts).
 */
function mayShow(): boolean {
  return isPushSupported() && pushPermission() === 'default' && !isDismissed(NOTIFICATION_BANNER_DISMISSED_KEY);
}

/**
 * Whether the first render draws the banner. The server always does (it cannot know this device), and a page it drew
 * hides the banner before its first paint where it may not show (PUSH_BANNER_CHECK_SCRIPT): the browser's first
 * render then matches the server's markup, and the effect below settles it.
 */
function drawnAtFirst(): boolean {
  if (typeof document === 'undefined') return true;
  return document.documentElement.getAttribute(PUSH_BANNER_ATTRIBUTE) === 'on' || mayShow();
}

export function PushBanner() {
  const [visible, setVisible] = useState(drawnAtFirst);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!mayShow()) setVisible(false);
  }, []);
  useEffect(() => {
    // A later render of the layout (after signing in again) starts from what this one settled.
    if (!visible && document.documentElement.hasAttribute(PUSH_BANNER_ATTRIBUTE)) {
      document.documentElement.setAttribute(PUSH_BANNER_ATTRIBUTE, 'off');
    }
  }, [visible]);
  if (!visible) return null;

  const enable = async () => {
    if (!isPushSupported()) {
      showToast({ title: TOASTS.notificationsNotSupported, description: TOASTS.notificationsNotSupportedDescription, variant: 'error' });
      setVisible(false);
      return;
    }
    setAsking(true);
    const permission = await Notification.requestPermission().catch(() => 'denied' as const);
    setAsking(false);
    if (permission === 'granted') {
      // The toast does not wait for the push service: in-page reminders work either way.
      import('./push-subscription')
        .then((push) => push.subscribeToPush())
        .catch((error: unknown) => console.warn('[push] could not subscribe this device', error));
      showToast({ title: TOASTS.notificationsEnabled, description: TOASTS.notificationsEnabledDescription, variant: 'success' });
      setVisible(false);
    } else if (permission === 'denied') {
      showToast({ title: TOASTS.notificationsDisabled, description: TOASTS.notificationsDisabledDescription, variant: 'error' });
      setVisible(false);
    }
  };
  const dismiss = () => {
    rememberDismissal(NOTIFICATION_BANNER_DISMISSED_KEY);
    setVisible(false);
  };

  return (
    <aside className="renewly-bar renewly-push-banner" aria-label="Enable notifications">
      <span className="renewly-bar-text">
        <strong>Never miss a renewal.</strong> Turn on notifications for policy reminders.
      </span>
      <span className="renewly-bar-actions">
        <button type="button" className="renewly-bar-primary" onClick={() => void enable()} disabled={asking}>
          Enable
        </button>
        <button type="button" className="renewly-bar-close" aria-label="Dismiss" onClick={dismiss}>
          ×
        </button>
      </span>
    </aside>
  );
}
