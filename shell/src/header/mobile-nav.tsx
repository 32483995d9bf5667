import { NavLink } from 'react-router-dom';
import { NAV_ITEMS } from './nav-links';
import { NAV_ICONS } from './nav-icons';

/** Bottom tab bar for phones (below md); 'Trends' stands for Market Trends. */
export function MobileNav() {
  return (
    <nav aria-label="Mobile" className="renewly-mobile-nav">
      {NAV_ITEMS.map((item) => {
        const Icon = NAV_ICONS[item.to];
        return (
          <NavLink key={item.to} to={item.to} end={item.to === '/'} className="renewly-mobile-link">
            {Icon ? <Icon /> : null}
            <span>{item.mobileLabel}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
