import { NavLink } from 'react-router-dom';
import { NAV_ITEMS, ROUTE_PATHS } from '@renewly/shared-contracts';

/** Top navigation for md screens and up; the active link carries aria-current="page" and is highlighted. */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="renewly-desktop-nav">
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === ROUTE_PATHS.dashboard} className="renewly-nav-link">
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
