import { Link } from 'react-router-dom';
import { ROUTE_PATHS, type User } from '@renewly/shared-contracts';
import { BrandMark } from './brand-mark';
import { DesktopNav } from './desktop-nav';
import { UserMenu } from './user-menu';
import { NotificationBell } from '../notifications/notification-bell';

export function AppHeader({ user }: { user: User }) {
  return (
    <header className="renewly-header">
      <div className="renewly-header-inner">
        <Link to={ROUTE_PATHS.dashboard} className="renewly-brand-link" aria-label="Renewly home">
          <BrandMark />
        </Link>
        <DesktopNav />
        <div className="renewly-header-actions">
          <NotificationBell />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
