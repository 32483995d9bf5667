import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, Spin } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import type { Notification } from '@renewly/shared-contracts';
import { popupControls } from '../header/popup-keyboard';
import { NOTIFICATION_PANEL_WIDTH_PX } from './notification-panel-width';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './notifications-api';
import { closeEarlyMenu } from '../../../federation/early-dialog';
import { EARLY_BELL, NotificationRow } from './early-notification-panel';

/** The bell's dropdown panel; loaded when the bell is first used, so antd stays out of the first load. */
export default function NotificationPanel({ onNavigate }: { onNavigate?: () => void }) {
  // Issue 38: the plain panel a tap opened before the shell's code arrived goes as this one shows.
  useLayoutEffect(() => closeEarlyMenu(EARLY_BELL), []);
  const { data: notifications = [], isPending, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.filter((n) => !n.isRead).length;
  const panel = useRef<HTMLDivElement>(null);
  // The button pressed goes away once its notification is read: focus moves on first, so it stays in the panel.
  const moveFocusOnFrom = (button: HTMLElement) => {
    const others = panel.current ? popupControls(panel.current).filter((el) => el !== button && el.closest('.renewly-notification-list')) : [];
    const after = others.find((el) => button.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    (after ?? others.at(-1) ?? panel.current)?.focus();
  };

  return (
    <div
      className="renewly-notification-panel"
      role="dialog"
      aria-label="Notifications"
      tabIndex={-1}
      ref={panel}
      style={{ width: NOTIFICATION_PANEL_WIDTH_PX }}
    >
      <div className="renewly-notification-head">
        <strong>Notifications</strong>
        {unread > 0 && (
          <Button type="link" size="small" onClick={() => {
              panel.current?.focus();
              markAll.mutate();
            }} loading={markAll.isPending}>
            Mark all read
          </Button>
        )}
      </div>
      {isPending ? (
        <div className="renewly-notification-empty">
          <Spin size="small" />
        </div>
      ) : isError ? (
        <div className="renewly-notification-empty">
          <span className="renewly-text-danger">Could not load notifications</span>
        </div>
      ) : notifications.length === 0 ? (
        <div className="renewly-notification-empty">No notifications yet</div>
      ) : (
        <ul className="renewly-notification-list">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onMarkRead={(button) => {
                moveFocusOnFrom(button);
                markRead.mutate(notification.id);
              }}
              onOpenLink={() => {
                if (!notification.isRead) markRead.mutate(notification.id);
                onNavigate?.();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationItem({
  notification,
  onMarkRead,
  onOpenLink,
}: {
  notification: Notification;
  onMarkRead: (button: HTMLElement) => void;
  /** Its link was followed (issue 49: a renewal notice to check): read, and the panel closes. */
  onOpenLink: () => void;
}) {
  return (
    <NotificationRow
      notification={notification}
      link={
        notification.link?.startsWith('/') && (
          <Link to={notification.link} onClick={onOpenLink} className="renewly-notification-link" aria-label={`Open: ${notification.message}`}>
            Open
          </Link>
        )
      }
    >
      {!notification.isRead && (
        <Button
          size="small"
          type="text"
          icon={<CheckOutlined />}
          aria-label={`Mark "${notification.title}" as read`}
          title="Mark as read"
          onClick={(event) => onMarkRead(event.currentTarget)}
        />
      )}
    </NotificationRow>
  );
}
