// Issue 38: the bell's panel as plain markup, drawn by the server after #root (never hydrated) from the notifications
// it read for the page, and opened by the head script on a tap made before the shell's code has arrived: the user
// reads their notifications at once; marking them read comes with the real panel, which closes this one as it shows.
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
      <div className="renewly-notification-head">
        <strong>Notifications</strong>
      </div>
      {notifications.length === 0 ? (
        <div className="renewly-notification-empty">No notifications yet</div>
      ) : (
        <ul className="renewly-notification-list">
          {notifications.map((notification) => (
            <li key={notification.id} className={`renewly-notification-item${notification.isRead ? '' : ' is-unread'}`}>
              <div className="renewly-notification-text">
                <div className="renewly-notification-title">{notification.title}</div>
                <div className="renewly-notification-message">{notification.message}</div>
                <div className="renewly-notification-date">{formatUkDateTime(notification.createdAt)}</div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
