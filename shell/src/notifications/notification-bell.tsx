import { Suspense, useState } from 'react';
import BellOutlinedSvg from '@ant-design/icons-svg/lib/asn/BellOutlined';
import { firstAction, preloadForHeldTap } from '../../../federation/held-tap';
import { lazyWhenLoaded } from '../../../federation/lazy-when-loaded';
import { LazyDropdown, preloadDropdown } from '../header/lazy-dropdown';
import { svgIcon } from '../header/svg-icon';
import { NOTIFICATION_PANEL_WIDTH_PX } from './notification-panel-width';
import { useNotifications } from './notifications-api';
import { earlyDialog } from '../../../federation/early-dialog';
import { EARLY_BELL, refreshEarlyNotificationPanel } from './early-notification-panel';

export { NOTIFICATION_PANEL_WIDTH_PX };

const BellOutlined = svgIcon(BellOutlinedSvg);
const NotificationPanel = lazyWhenLoaded(() => import('./notification-panel'));
const loadPanel = NotificationPanel.preload;
// Issue 38: a tap on the bell held while the page starts fetches the menu's code at once.
preloadForHeldTap({ bell: () => Promise.all([preloadDropdown(), loadPanel()]) });

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data: notifications = [] } = useNotifications();
  const unread = notifications.filter((n) => !n.isRead).length;
  // Issue 38: the dropdown's code and antd's stylesheet are not loaded while the page is idle (parsing the stylesheet was
  // up to 200 ms of Lighthouse's blocking time on every page): the first tap shows the page's plain panel at once,
  // redrawn with these notifications, and the real panel takes over when its code has arrived.

  const panel = (
    <Suspense fallback={<div className="renewly-notification-panel" style={{ width: NOTIFICATION_PANEL_WIDTH_PX }} />}>
      <NotificationPanel onNavigate={() => setOpen(false)} />
    </Suspense>
  );

  return (
    // "bottom" lets antd shift the panel sideways into view on a 360 px phone (bottomRight would overflow left).
    <LazyDropdown
      trigger={['click']}
      placement="bottom"
      open={open}
      onOpenChange={setOpen}
      popupRender={() => panel}
      preload={() => void loadPanel()}
      earlyMenu={EARLY_BELL}
      beforeEarlyMenu={() => refreshEarlyNotificationPanel(notifications)}
    >
      <button
        type="button"
        className="renewly-icon-button renewly-bell-button"
        {...firstAction('bell')}
        {...earlyDialog(EARLY_BELL)}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <BellOutlined style={{ fontSize: 20 }} />
        {unread > 0 && (
          <span className="renewly-badge" aria-hidden title={String(unread)}>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
    </LazyDropdown>
  );
}
