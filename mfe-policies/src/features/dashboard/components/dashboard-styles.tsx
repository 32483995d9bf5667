import { BRAND_COLORS } from '@renewly/shared-contracts';

// The dashboard is the first page after sign-in: plain markup and one <style> element instead of antd components
// keeps its JavaScript small (antd loads only with the policy dialog). sm = 576 px, lg = 992 px as in antd.
const css = `
/* The column and the header (greeting and subtitle) are federation/page-header.tsx's, as in the loading skeleton. */
.rp-dash * { box-sizing: border-box; }
.rp-tiles { display: grid; gap: 16px; grid-template-columns: 1fr; }
.rp-card { background: ${BRAND_COLORS.surface}; border: 1px solid ${BRAND_COLORS.border}; border-radius: 12px; padding: 16px 20px; }
.rp-card h2 { font-size: 16px; margin: 0 0 12px; display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
.rp-card h2 a { font-size: 14px; font-weight: 400; color: ${BRAND_COLORS.primary}; text-decoration: none; }
.rp-card h2 a:hover { text-decoration: underline; }
.rp-renewal-main strong a { color: ${BRAND_COLORS.primary}; text-decoration: underline; }
.rp-tile-link { display: block; color: inherit; text-decoration: none; border-radius: 12px; }
.rp-tile-link .rp-card { height: 100%; transition: box-shadow .2s, border-color .2s; }
.rp-tile-link:hover .rp-card, .rp-tile-link:focus-visible .rp-card { border-color: ${BRAND_COLORS.primary}; box-shadow: 0 2px 10px rgba(15,110,140,.15); }
.rp-tile-title { color: ${BRAND_COLORS.textSecondary}; font-size: 14px; }
/* flow-root: the loading bar's margins stay inside the 40 px (collapsed through it they made each loading tile 2 px
   taller than the loaded one, and everything below moved up when the figures arrived: a layout shift). */
.rp-tile-value { font-size: 30px; font-weight: 600; margin: 4px 0; line-height: 40px; height: 40px; display: flow-root; }
.rp-tile-value .rp-skeleton { height: 28px; margin: 6px 0; }
.rp-tile-hint { color: ${BRAND_COLORS.textSecondary}; font-size: 13px; }
.rp-real-savings { display: flex; flex-direction: column; gap: 4px; margin: 16px 0 0; }
.rp-dash-grid { display: grid; gap: 16px; grid-template-columns: 1fr; margin-top: 16px; align-items: start; }
.rp-side { display: grid; gap: 16px; }
.rp-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.rp-renewal { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; padding: 10px 12px; border-radius: 8px; border: 1px solid ${BRAND_COLORS.border}; }
.rp-renewal[data-soon] { background: #fff7e6; border-color: #f3d28b; border-left: 4px solid ${BRAND_COLORS.warning}; }
.rp-renewal-main { flex: 1 1 160px; min-width: 0; }
.rp-muted { color: ${BRAND_COLORS.textSecondary}; font-size: 14px; }
.rp-quotes-why { margin: 0 0 12px; }
.rp-quotes-why a { color: ${BRAND_COLORS.primary}; }
.pr-badge { display: inline-block; font-size: 12px; line-height: 20px; padding: 0 6px; border-radius: 4px; color: ${BRAND_COLORS.warning}; background: ${BRAND_COLORS.warningBg}; border: 1px solid ${BRAND_COLORS.warningBorder}; }
.rp-tag { display: inline-block; font-size: 12px; line-height: 20px; padding: 0 8px; border-radius: 6px; border: 1px solid; white-space: nowrap; }
.rp-tag-danger { color: #a8071a; background: #fff1f0; border-color: #ffa39e; }
.rp-tag-warning { color: #874d00; background: #fff7e6; border-color: #ffd591; }
.rp-tag-gold { color: #876800; background: #fffbe6; border-color: #ffe58f; }
.rp-tag-plain { color: ${BRAND_COLORS.textSecondary}; background: #fafafa; border-color: ${BRAND_COLORS.border}; }
.rp-empty { color: ${BRAND_COLORS.textSecondary}; text-align: center; padding: 16px 8px; }
.rp-error { color: #a8071a; background: #fff1f0; border: 1px solid #ffccc7; border-radius: 8px; padding: 10px 12px; }
.rp-skeleton { border-radius: 6px; height: 14px; margin: 8px 0; background: linear-gradient(90deg, #eef1f3 25%, #e2e7ea 37%, #eef1f3 63%);
  background-size: 400% 100%; animation: rp-shimmer 1.4s ease infinite; }
@keyframes rp-shimmer { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
.rp-button { font: inherit; font-weight: 500; color: #fff; background: ${BRAND_COLORS.primary}; border: 0; border-radius: 8px;
  height: 38px; padding: 0 16px; cursor: pointer; }
.rp-button:hover { background: ${BRAND_COLORS.primaryDark}; }
.rp-button:focus-visible { outline: 2px solid ${BRAND_COLORS.primaryDark}; outline-offset: 2px; }
@media (min-width: 576px) { .rp-tiles { grid-template-columns: repeat(3, 1fr); } }
@media (min-width: 992px) { .rp-dash-grid { grid-template-columns: 2fr 1fr; } }
`;

export function DashboardStyles() {
  return <style>{css}</style>;
}

export function SkeletonLines({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="rp-skeleton" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  );
}
