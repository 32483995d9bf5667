import { BRAND_COLORS } from '@renewly/shared-contracts';

// Six tabs in one row; below 576 px (antd's sm) two rows: Value, Selling, Issues, then Service, Similar, Updates.
const css = `
.mt-tabs { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 4px; margin: 12px 0; }
.mt-tab { border: 1px solid ${BRAND_COLORS.border}; background: ${BRAND_COLORS.surface}; color: ${BRAND_COLORS.text}; border-radius: 8px; padding: 6px 4px; font: inherit; font-size: 14px; cursor: pointer; min-height: 36px; }
.mt-tab[aria-selected="true"] { background: ${BRAND_COLORS.primary}; border-color: ${BRAND_COLORS.primary}; color: #fff; }
.mt-tab:focus-visible { outline: 2px solid ${BRAND_COLORS.primary}; outline-offset: 2px; }
.mt-panel { white-space: pre-line; line-height: 1.6; }
.mt-panel h3 { margin: 12px 0 4px; font-size: 14px; }
.mt-block { border: 1px solid ${BRAND_COLORS.border}; border-radius: 8px; padding: 8px 12px; margin-bottom: 8px; }
.mt-badges { display: flex; flex-wrap: wrap; gap: 6px; }
.mt-badge { display: inline-block; font-size: 13px; padding: 2px 10px; border-radius: 12px; background: #e6f4ff; border: 1px solid #91caff; }
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
