// Shown on a route while its remote page loads. It draws antd's active Skeleton (a title bar and paragraph rows
// with the moving shine) in plain CSS: the skeleton is on every first load, and antd's own would bring antd's
// theme and CSS-in-JS runtime into the shell's first load just for it (page weight).
const ROW_WIDTHS = ['100%', '100%', '100%', '100%', '100%', '61%'];

const CSS = `
.renewly-skeleton{padding:24px;max-width:1200px;margin:0 auto}
.renewly-skeleton__bar{height:16px;border-radius:4px;margin-top:16px;
  background:linear-gradient(90deg,rgba(0,0,0,.06) 25%,rgba(0,0,0,.15) 37%,rgba(0,0,0,.06) 63%);
  background-size:400% 100%;animation:renewly-skeleton-shine 1.4s ease infinite}
.renewly-skeleton__title{width:38%;height:16px;margin-top:0}
.renewly-skeleton__rows{margin-top:28px}
@keyframes renewly-skeleton-shine{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.renewly-skeleton__bar{animation:none}}
`;

export function PageSkeleton() {
  return (
    <div className="renewly-skeleton" data-testid="page-skeleton" role="status" aria-busy="true" aria-label="Loading page">
      <style>{CSS}</style>
      <div className="renewly-skeleton__bar renewly-skeleton__title" />
      <div className="renewly-skeleton__rows">
        {ROW_WIDTHS.map((width, index) => (
          <div key={index} className="renewly-skeleton__bar" style={{ width }} />
        ))}
      </div>
    </div>
  );
}
