import type { RemoteRoute } from '@renewly/shared-contracts';
import { PageHeader, pageColumnClass } from '../../../federation/page-header';

// Shown on a route while its remote page loads: the route's real header (the same component and texts the page
// draws, in the same column: painted with the shell's layout, it is the first screen's LCP element and does not move
// when the page replaces it), then antd's active Skeleton drawn in plain CSS (paragraph rows with the moving shine).
// antd's own would bring antd's theme and CSS-in-JS runtime into the shell's first load just for it (page weight).
const ROW_WIDTHS = ['100%', '100%', '100%', '100%', '100%', '61%'];

const CSS = `
.renewly-skeleton__bar{height:16px;border-radius:4px;margin-top:16px;
  background:linear-gradient(90deg,rgba(0,0,0,.06) 25%,rgba(0,0,0,.15) 37%,rgba(0,0,0,.06) 63%);
  background-size:400% 100%;animation:renewly-skeleton-shine 1.4s ease infinite}
.renewly-skeleton__title{width:38%;margin-top:0}
.renewly-skeleton__rows{margin-top:28px}
.renewly-skeleton__rows--below-header{margin-top:0}
@keyframes renewly-skeleton-shine{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.renewly-skeleton__bar{animation:none}}
`;

export interface PageSkeletonProps {
  /** The route being loaded; without one (the not-found page) only bars are drawn. */
  route?: Pick<RemoteRoute, 'title' | 'subtitle' | 'greeting' | 'width'>;
  /** The signed-in user's first name, for a route whose heading greets them. */
  firstName?: string | null;
}

export function PageSkeleton({ route, firstName }: PageSkeletonProps) {
  return (
    <div className={pageColumnClass(route?.width ?? 'wide')} data-testid="page-skeleton">
      <style>{CSS}</style>
      {/* Real content, outside the loading status below. */}
      {route && <PageHeader route={route} firstName={firstName} />}
      <div role="status" aria-busy="true" aria-label="Loading page">
        {!route && <div className="renewly-skeleton__bar renewly-skeleton__title" />}
        <div className={route ? 'renewly-skeleton__rows renewly-skeleton__rows--below-header' : 'renewly-skeleton__rows'}>
          {ROW_WIDTHS.map((width, index) => (
            <div key={index} className="renewly-skeleton__bar" style={{ width }} />
          ))}
        </div>
      </div>
    </div>
  );
}
