import { BRAND_COLORS } from '@renewly/shared-contracts';

// The quotes page draws no antd on its first paint (as the dashboard): plain markup and this one <style> element,
// in the brand's colours and antd's spacing, so its first screen costs no antd code, theme or CSS-in-JS work and can
// be drawn by the server as it is. sm = 576 px, md = 768 px, lg = 992 px as in antd.
const css = `
.rq-stack { display: grid; gap: 24px; }
.rq-stack * { box-sizing: border-box; }
.rq-alert { display: flex; gap: 12px; align-items: flex-start; padding: 16px 20px; border-radius: 8px;
  background: #e9f3fb; border: 1px solid #a9cdee; color: ${BRAND_COLORS.text}; }
.rq-alert-icon { color: ${BRAND_COLORS.info}; font-size: 22px; line-height: 1; flex: none; }
.rq-alert-title { font-size: 16px; font-weight: 600; margin: 0 0 4px; line-height: 24px; }
.rq-alert-text { margin: 0; line-height: 1.57; }
.rq-alert-error { background: #fff1f0; border-color: #ffccc7; }
.rq-alert-error .rq-alert-icon { color: ${BRAND_COLORS.error}; }
.rq-card { background: ${BRAND_COLORS.surface}; border: 1px solid ${BRAND_COLORS.border}; border-radius: 8px; min-width: 0; }
.rq-card-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap;
  min-height: 56px; padding: 8px 24px; border-bottom: 1px solid ${BRAND_COLORS.border}; font-size: 16px; font-weight: 600; }
.rq-card-title { min-width: 0; overflow-wrap: anywhere; }
.rq-shared-by { font-weight: 400; font-size: 13px; color: ${BRAND_COLORS.textSecondary}; }
.rq-card-body { padding: 24px; }
.rq-card-small .rq-card-head { min-height: 38px; padding: 6px 12px; font-size: 14px; }
.rq-card-small .rq-card-body { padding: 12px; }
.rq-muted { color: ${BRAND_COLORS.textSecondary}; }
.rq-line { margin: 0 0 4px; line-height: 1.57; }
.rq-price { font-size: 18px; font-weight: 600; }
.rq-vehicle-body { display: grid; gap: 8px; }
.rq-quotes { display: grid; gap: 12px; grid-template-columns: 1fr; }
.rq-links { display: grid; gap: 8px; grid-template-columns: repeat(2, 1fr); margin: 0; padding: 0; list-style: none; }
.rq-links-heading { font-size: 16px; font-weight: 600; margin: 0 0 8px; line-height: 1.5; }
.rq-links-heading + .rq-links { margin-bottom: 16px; }
.rq-stack a { color: ${BRAND_COLORS.primary}; }
.rq-muted a { text-decoration: underline; }
.rq-button { display: inline-flex; align-items: center; gap: 8px; font: inherit; font-weight: 500; color: #fff;
  background: ${BRAND_COLORS.primary}; border: 0; border-radius: 8px; height: 32px; padding: 0 15px; cursor: pointer; }
.rq-button:hover { background: ${BRAND_COLORS.primaryDark}; }
.rq-button:focus-visible { outline: 3px solid #8cc7d9; outline-offset: 1px; }
.rq-button:disabled { cursor: default; background: ${BRAND_COLORS.primaryDark}; }
.rq-spinner { width: 14px; height: 14px; border-radius: 50%; border: 2px solid rgba(255,255,255,.4); border-top-color: #fff;
  animation: rq-spin .8s linear infinite; }
@keyframes rq-spin { to { transform: rotate(360deg); } }
.rq-empty { color: ${BRAND_COLORS.textSecondary}; text-align: center; padding: 24px 8px; margin: 0; }
.rq-skeleton { border-radius: 4px; height: 16px; margin: 16px 0 0; background: linear-gradient(90deg, #eef1f3 25%, #e2e7ea 37%, #eef1f3 63%);
  background-size: 400% 100%; animation: rq-shimmer 1.4s ease infinite; }
@keyframes rq-shimmer { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .rq-skeleton, .rq-spinner { animation-duration: 2.4s; } }
@media (min-width: 576px) { .rq-quotes { grid-template-columns: repeat(2, 1fr); } }
@media (min-width: 768px) { .rq-links { grid-template-columns: repeat(3, 1fr); } }
@media (min-width: 992px) { .rq-quotes { grid-template-columns: repeat(3, 1fr); } .rq-links { grid-template-columns: repeat(4, 1fr); } }
`;

export function QuotesStyles() {
  return <style>{css}</style>;
}
