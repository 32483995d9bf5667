import { BRAND_COLORS } from '@renewly/shared-contracts';

const CSS = `
.pdd-root .ant-modal-title { padding-inline-end: 32px; }
.pdd-stack { display: grid; gap: 12px; }
.pdd-year { font-size: 16px; margin: 8px 0 4px; }
.pdd-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.pdd-row { display: grid; gap: 4px; padding: 8px 12px; border: 1px solid ${BRAND_COLORS.border}; border-radius: 8px; }
.pdd-kind { font-weight: 600; }
.pdd-name { overflow-wrap: anywhere; }
.pdd-muted { color: ${BRAND_COLORS.textSecondary}; }
.pdd-small { font-size: 12px; margin: 0; }
.pdd-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.pdd-switch { display: inline-flex; align-items: center; gap: 6px; }
.pdd-form { display: grid; gap: 8px; border-top: 1px solid ${BRAND_COLORS.border}; padding-top: 8px; }
.pdd-field { display: grid; gap: 4px; }
`;

export function DocumentsStyles() {
  return <style>{CSS}</style>;
}
