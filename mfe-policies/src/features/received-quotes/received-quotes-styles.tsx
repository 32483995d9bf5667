import { BRAND_COLORS } from '@renewly/shared-contracts';

const CSS = `
/* The title wraps before the close button (×), not under it, on a phone. */
.rqd-root .ant-modal-title { padding-inline-end: 32px; }
.rqd-view:focus { outline: none; }
.rqd-view:focus-visible { outline: 2px solid ${BRAND_COLORS.primary}; outline-offset: 2px; }
.rqd-stack { display: grid; gap: 12px; }
.rqd-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.rqd-row { display: grid; gap: 2px; padding: 8px 12px; border: 1px solid ${BRAND_COLORS.border}; border-radius: 8px; }
.rqd-offer { background: ${BRAND_COLORS.background}; }
.rqd-cheapest { border: 2px solid ${BRAND_COLORS.success}; }
.rqd-row-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; }
.rqd-name { font-weight: 600; }
.rqd-mark { color: ${BRAND_COLORS.success}; font-weight: 600; }
.rqd-price { white-space: nowrap; }
.rqd-compare { font-weight: 600; }
.rqd-warning { color: ${BRAND_COLORS.warning}; }
.rqd-muted { color: ${BRAND_COLORS.textSecondary}; }
.rqd-small { font-size: 12px; margin: 4px 0 0; }
.rqd-ref { overflow-wrap: anywhere; }
.rqd-row-actions { display: flex; gap: 8px; margin-top: 4px; }
.rqd-h3 { font-size: 16px; margin: 8px 0; }
.rqd-form { border-top: 1px solid ${BRAND_COLORS.border}; padding-top: 8px; }
.rqd-pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 0 12px; }
.rqd-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
.rqd-message { display: grid; gap: 10px; }
.rqd-subject { margin: 0 0 6px; overflow-wrap: anywhere; }
.rqd-body { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; font-size: 14px; margin: 0; padding: 10px 12px;
  border: 1px solid ${BRAND_COLORS.border}; border-radius: 6px; background: #fff; color: ${BRAND_COLORS.text}; }
.rqd-body:focus-visible { outline: 2px solid ${BRAND_COLORS.primary}; outline-offset: 1px; }
.rqd-rules { margin: 0; padding-left: 18px; }
.rqd-rules a { color: ${BRAND_COLORS.primary}; text-decoration: underline; }
/* The print view: only the message. */
@media print {
  body * { visibility: hidden !important; }
  .rqd-print, .rqd-print * { visibility: visible !important; }
  .rqd-print { position: absolute; left: 0; top: 0; width: 100%; }
  .rqd-body { border: 0; }
}
`;

export function ReceivedQuotesStyles() {
  return <style>{CSS}</style>;
}
