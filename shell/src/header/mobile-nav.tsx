import { NavLink } from 'react-router-dom';
import { NAV_ITEMS, ROUTE_PATHS } from '@renewly/shared-contracts';
import { NAV_ICONS } from './nav-icons';

/** Bottom tab bar for phones (below md); 'Trends' stands for Market Trends. */
export function MobileNav() {
  return (
    <nav aria-label="Mobile" className="renewly-mobile-nav">
      {NAV_ITEMS.map((item) => {
        const Icon = NAV_ICONS[item.to];
        return (
          <NavLink key={item.to} to={item.to} end={item.to === ROUTE_PATHS.dashboard} className="renewly-mobile-link">
            <Icon />
            <span>{item.mobileLabel}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
