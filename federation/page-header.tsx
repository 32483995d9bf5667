// A page's header (its level-1 heading, the line under it and, on the right, its actions) and the column the page
// sits in. Plain CSS, no antd: the shell's loading skeleton draws the same header on the first load, so that the
// largest text on a phone's first screen (Lighthouse's LCP element) is painted before the page's remote arrives, and
// the page drawing an identical header in the same place is neither a new LCP nor a layout shift.
import type { ReactNode } from 'react';
import { BRAND_COLORS, pageHeading, type RemoteRoute } from '@renewly/shared-contracts';

// The widths are the page columns of spec §2's screens: wide lists, the reminders list, and forms. The title's line
// is 40 px, at least as tall as an action button, so a button arriving with the page does not move the title.
const CSS = `
.renewly-page{box-sizing:border-box;margin:0 auto;max-width:1200px;padding:clamp(12px,3vw,24px);color:${BRAND_COLORS.text}}
.renewly-page--medium{max-width:860px;padding:0}
.renewly-page--narrow{max-width:720px;padding:0}
.renewly-page-header{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap;margin:0 0 16px}
.renewly-page-header__title{margin:0;font-size:28px;font-weight:600;line-height:40px;color:${BRAND_COLORS.text}}
.renewly-page-header__subtitle{margin:4px 0 0;font-size:15px;line-height:1.5;color:${BRAND_COLORS.textSecondary}}
`;

/** The page column's class names for a route's width. */
export function pageColumnClass(width: RemoteRoute['width']): string {
  return width === 'wide' ? 'renewly-page' : `renewly-page renewly-page--${width}`;
}

export interface PageHeaderProps {
  route: Pick<RemoteRoute, 'title' | 'subtitle' | 'greeting'>;
  /** For a route that greets the user by name (the dashboard). */
  firstName?: string | null;
  /** Drawn on the right, e.g. the policies page's 'Add Policy' button. */
  actions?: ReactNode;
}

export function PageHeader({ route, firstName, actions }: PageHeaderProps) {
  return (
    <div className="renewly-page-header">
      <style>{CSS}</style>
      <div>
        <h1 className="renewly-page-header__title">{pageHeading(route, firstName)}</h1>
        {route.subtitle && <p className="renewly-page-header__subtitle">{route.subtitle}</p>}
      </div>
      {actions}
    </div>
  );
}
