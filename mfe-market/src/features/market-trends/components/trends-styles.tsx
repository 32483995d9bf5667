import { BRAND_COLORS } from '@renewly/shared-contracts';

// Six tabs in one row; below 576 px (antd's sm) two rows: Value, Selling, Issues, then Service, Similar, Updates.
const css = `
.mt-stack { display: grid; gap: 24px; }
.mt-stack * { box-sizing: border-box; }
.mt-card { background: ${BRAND_COLORS.surface}; border: 1px solid ${BRAND_COLORS.border}; border-radius: 8px; padding: 24px; min-width: 0; }
.mt-muted { color: ${BRAND_COLORS.textSecondary}; font-size: 13px; }
.mt-tag { display: inline-block; font-size: 12px; line-height: 20px; padding: 0 7px; border-radius: 4px; white-space: nowrap;
  color: #0b4f9c; background: #e6f4ff; border: 1px solid #91caff; }
.mt-alert-error { padding: 9px 12px; border-radius: 8px; background: #fff1f0; border: 1px solid #ffccc7; color: ${BRAND_COLORS.text}; }
.mt-empty { color: ${BRAND_COLORS.textSecondary}; text-align: center; padding: 24px 8px; margin: 0; }
.mt-skeleton { border-radius: 4px; height: 16px; margin: 16px 0 0; background: linear-gradient(90deg, #eef1f3 25%, #e2e7ea 37%, #eef1f3 63%);
  background-size: 400% 100%; animation: mt-shimmer 1.4s ease infinite; }
.mt-skeleton:first-child { margin-top: 0; }
@keyframes mt-shimmer { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .mt-skeleton { animation-duration: 2.4s; } }
.mt-tabs { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 4px; margin: 12px 0; }
.mt-tab { border: 1px solid ${BRAND_COLORS.border}; background: ${BRAND_COLORS.surface}; color: ${BRAND_COLORS.text}; border-radius: 8px; padding: 6px 4px; font: inherit; font-size: 14px; cursor: pointer; min-height: 36px; }
.mt-tab[aria-selected="true"] { background: ${BRAND_COLORS.primary}; border-color: ${BRAND_COLORS.primary}; color: #fff; }
.mt-tab:focus-visible { outline: 2px solid ${BRAND_COLORS.primary}; outline-offset: 2px; }
.mt-panel { white-space: pre-line; line-height: 1.6; }
.mt-panel h3 { margin: 12px 0 4px; font-size: 14px; }
.mt-panel h4 { margin: 14px 0 4px; font-size: 13px; }
.mt-block { border: 1px solid ${BRAND_COLORS.border}; border-radius: 8px; padding: 8px 12px; margin-bottom: 8px; }
.mt-badges { display: flex; flex-wrap: wrap; gap: 6px; }
.mt-badge { display: inline-block; font-size: 13px; padding: 2px 10px; border-radius: 12px; background: #e6f4ff; border: 1px solid #91caff; }
.mt-figure { font-size: 20px; font-weight: 700; margin: 0; }
.mt-links { margin-top: 4px; }
.mt-source { white-space: normal; }
.mt-sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.mt-updates { list-style: none; padding: 0; margin: 0; }
.mt-chart { margin: 4px 0 0; max-width: 480px; }
.mt-chart-box { position: relative; }
.mt-chart svg { display: block; width: 100%; height: auto; overflow: visible; }
.mt-chart-labels span { position: absolute; font-size: 12px; line-height: 16px; white-space: nowrap; color: ${BRAND_COLORS.text}; }
.mt-chart-labels .mt-chart-y { transform: translateY(-50%); }
.mt-chart-labels .mt-chart-y0 { transform: translateY(-100%); }
.mt-chart-labels .mt-chart-x { transform: translateX(-50%); }
.mt-chart-axis-name { text-align: center; font-size: 12px; line-height: 16px; }
.mt-chart-labels .mt-chart-now { top: 0; font-weight: 700; display: inline-flex; align-items: center; gap: 4px; }
.mt-chart-labels .mt-chart-now-key { position: static; width: 9px; height: 9px; border-radius: 50%; border: 2.5px solid ${BRAND_COLORS.primary}; background: #fff; }
.mt-chart figcaption { white-space: normal; line-height: 1.5; margin-top: 4px; }
.mt-chart-axis line { stroke: #8c8c8c; stroke-width: 1; }
.mt-chart-axis .mt-chart-grid { stroke: #d9d9d9; stroke-dasharray: 3 3; }
.mt-chart-line { fill: none; stroke: ${BRAND_COLORS.primary}; stroke-width: 2; }
.mt-chart-dot { fill: ${BRAND_COLORS.primary}; }
.mt-chart-now-dot { fill: #fff; stroke: ${BRAND_COLORS.primary}; stroke-width: 2.5; }
.mt-sources { list-style: none; padding: 0; margin: 8px 0 0; display: grid; gap: 4px; }
@media (max-width: 575.98px) {
  .mt-tabs { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .mt-tab[data-tab="value"] { order: 1; }
  .mt-tab[data-tab="selling"] { order: 2; }
  .mt-tab[data-tab="issues"] { order: 3; }
  .mt-tab[data-tab="service"] { order: 4; }
  .mt-tab[data-tab="similar"] { order: 5; }
  .mt-tab[data-tab="updates"] { order: 6; }
}
`;

export function TrendsStyles() {
  return <style>{css}</style>;
}
