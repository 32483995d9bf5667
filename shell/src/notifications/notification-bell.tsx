import { useState } from 'react';
import { Button, Dropdown, Spin } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { formatUkDate, type Notification } from '@renewly/shared-contracts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './notifications-api';

/** Spec §2: the dropdown is 80 units wide (Tailwind's w-80 = 20rem = 320 px), narrower on tiny screens. */
export const NOTIFICATION_PANEL_WIDTH_PX = 320;

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data: notifications = [], isPending, isError } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.filter((n) => !n.isRead).length;

  const panel = (
    <div
      className="renewly-notification-panel"
      role="dialog"
      aria-label="Notifications"
      style={{ width: NOTIFICATION_PANEL_WIDTH_PX }}
    >
      <div className="renewly-notification-head">
        <strong>Notifications</strong>
        {unread > 0 && (
          <Button type="link" size="small" onClick={() => markAll.mutate()} loading={markAll.isPending}>
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
              onMarkRead={() => markRead.mutate(notification.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );

  return (
    // "bottom" lets antd shift the panel sideways into view on a 360 px phone (bottomRight would overflow left).
    <Dropdown trigger={['click']} placement="bottom" open={open} onOpenChange={setOpen} popupRender={() => panel}>
      <button
        type="button"
        className="renewly-icon-button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <BellOutlined style={{ fontSize: 20 }} />
        {unread > 0 && (
          <span className="renewly-badge" aria-hidden title={String(unread)}>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    </Dropdown>
  );
}

function NotificationItem({ notification, onMarkRead }: { notification: Notification; onMarkRead: () => void }) {
  return (
    <li className={`renewly-notification-item${notification.isRead ? '' : ' is-unread'}`} data-read={notification.isRead}>
      <div className="renewly-notification-text">
        <div className="renewly-notification-title">{notification.title}</div>
        <div className="renewly-notification-message">{notification.message}</div>
        <div className="renewly-notification-date">{formatUkDate(notification.createdAt)}</div>
      </div>
      {!notification.isRead && (
        <Button
          size="small"
          type="text"
          icon={<CheckOutlined />}
          aria-label={`Mark "${notification.title}" as read`}
          title="Mark as read"
          onClick={onMarkRead}
        />
      )}
    </li>
  );
}
