import { BRAND_COLORS } from '@renewly/shared-contracts';

/**
 * The small plain controls a page drawn without antd shares with the others, under the page's own class prefix
 * (`rr` -> .rr-button, .rr-tag, .rr-spinner, .rr-skeleton): antd's small button (default, danger, primary's hover,
 * disabled), its tag, a loading button's busy mark and the skeleton's shimmer. A page adds its own sizes and colours.
 */
export function plainControlsCss(prefix: string): string {
  const p = `.${prefix}`;
  return `
${p}-tag { display: inline-block; font-size: 12px; line-height: 20px; padding: 0 7px; border-radius: 4px; border: 1px solid; white-space: nowrap; }
${p}-tag-default { color: ${BRAND_COLORS.text}; background: #fafafa; border-color: #d9d9d9; }
${p}-button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; font: inherit; font-size: 14px; height: 24px;
  padding: 0 7px; border-radius: 4px; cursor: pointer; background: #fff; color: ${BRAND_COLORS.text}; border: 1px solid #d9d9d9; }
${p}-button:hover { color: ${BRAND_COLORS.primary}; border-color: ${BRAND_COLORS.primary}; }
${p}-button:focus-visible { outline: 3px solid #8cc7d9; outline-offset: 1px; }
${p}-button-danger { color: ${BRAND_COLORS.error}; border-color: ${BRAND_COLORS.error}; }
${p}-button-danger:hover { color: #fff; background: ${BRAND_COLORS.error}; border-color: ${BRAND_COLORS.error}; }
${p}-button-primary:hover { color: #fff; background: ${BRAND_COLORS.primaryDark}; border-color: ${BRAND_COLORS.primaryDark}; }
${p}-button:disabled { cursor: not-allowed; color: rgba(0,0,0,0.45); background: #f5f5f5; border-color: #d9d9d9; }
${p}-spinner { width: 12px; height: 12px; border-radius: 50%; border: 2px solid currentColor; border-top-color: transparent;
  animation: ${prefix}-spin .8s linear infinite; }
@keyframes ${prefix}-spin { to { transform: rotate(360deg); } }
${p}-skeleton { border-radius: 4px; height: 16px; margin: 16px 0 0; background: linear-gradient(90deg, #eef1f3 25%, #e2e7ea 37%, #eef1f3 63%);
  background-size: 400% 100%; animation: ${prefix}-shimmer 1.4s ease infinite; }
@keyframes ${prefix}-shimmer { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { ${p}-skeleton, ${p}-spinner { animation-duration: 2.4s; } }
`;
}
