// Issue 38: the bell's panel as plain markup, drawn by the server after #root (never hydrated) from the notifications
// it read for the page, and opened by the head script on a tap made before the shell's code has arrived: the user
// reads their notifications at once; marking them read comes with the real panel, which closes this one as it shows.
// It also answers the first tap on an idle page (redrawn with the page's notifications as they are then), while the
// real panel's code and antd's stylesheet load: they are no longer loaded while the page is idle.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Notification } from '@renewly/shared-contracts';
import { formatUkDateTime } from '@renewly/shared-contracts';
import { EARLY_DIALOG_ATTRIBUTE } from '@renewly/shared-contracts/features/server-drawn';
import { NOTIFICATION_PANEL_WIDTH_PX } from './notification-panel-width';

export const EARLY_BELL = 'bell';

export function EarlyNotificationPanel({ notifications }: { notifications: readonly Notification[] }) {
  return (
    <div
      popover="auto"
      {...{ [EARLY_DIALOG_ATTRIBUTE]: EARLY_BELL }}
      role="dialog"
      aria-label="Notifications"
      className="renewly-notification-panel renewly-early-bell"
      style={{ width: NOTIFICATION_PANEL_WIDTH_PX }}
    >
      <EarlyNotificationContent notifications={notifications} />
    </div>
  );
}

function EarlyNotificationContent({ notifications }: { notifications: readonly Notification[] }) {
  return (
    <>
      <div className="renewly-notification-head">
        <strong>Notifications</strong>
      </div>
      {notifications.length === 0 ? (
        <div className="renewly-notification-empty">No notifications yet</div>
      ) : (
        <ul className="renewly-notification-list">
          {notifications.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * One notification in the list, in both panels (the real one adds its Mark as read button and, for a renewal notice to
 * check, its Open link: issue 49). The plain panel has no link: it is taken over by the real one as it loads.
 */
export function NotificationRow({ notification, link, children }: { notification: Notification; link?: ReactNode; children?: ReactNode }) {
  return (
    <li className={`renewly-notification-item${notification.isRead ? '' : ' is-unread'}`} data-read={notification.isRead}>
      <div className="renewly-notification-text">
        <div className="renewly-notification-title">{notification.title}</div>
        <div className="renewly-notification-message">{notification.message}</div>
        {link}
        <div className="renewly-notification-date">{formatUkDateTime(notification.createdAt)}</div>
      </div>
      {children}
    </li>
  );
}

const liveRoots = new WeakMap<Element, Root>();

/**
 * Redraws the page's plain panel with the notifications as the page now has them (the server drew it with those of
 * the page's load), before it answers a tap on an idle page while the real panel's code loads. False without one.
 */
export function refreshEarlyNotificationPanel(notifications: readonly Notification[]): boolean {
  const panel = document.querySelector<HTMLElement>(`[${EARLY_DIALOG_ATTRIBUTE}="${EARLY_BELL}"]`);
  if (!panel) return false;
  // A root of its own (React replaces the server's markup inside it at its first draw).
  const root = liveRoots.get(panel) ?? createRoot(panel);
  liveRoots.set(panel, root);
  flushSync(() => root.render(<EarlyNotificationContent notifications={notifications} />));
  return true;
}
