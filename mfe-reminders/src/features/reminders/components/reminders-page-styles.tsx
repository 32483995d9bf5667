import { BRAND_COLORS } from '@renewly/shared-contracts';
import { plainControlsCss } from '../../../../../federation/plain-controls-css';

// The reminders page draws no antd on its first paint: plain markup and this one <style> element in the brand's
// colours and antd's spacing (its dialogs and the delete confirm load at the first interaction, with antd). The
// server draws the page from the same markup (src/server/draw-page.tsx).
const css = `${plainControlsCss('rr')}
.renewly-plate { display: inline-block; background: #f9d949; color: #111; border: 2px solid #111; border-radius: 6px;
  padding: 0 8px; font-family: 'Charles Wright', 'UKNumberPlate', 'Arial Narrow', Arial, sans-serif; font-weight: 800;
  font-size: 15px; letter-spacing: 1.5px; white-space: nowrap; line-height: 1.5; }
.rr-intro { color: ${BRAND_COLORS.textSecondary}; margin: 0 0 16px; line-height: 1.57; font-size: 14px; }
.rr-group { margin-bottom: 16px; }
.rr-card { background: ${BRAND_COLORS.surface}; border: 1px solid ${BRAND_COLORS.border}; border-radius: 8px; padding: 12px 16px 4px;
  font-size: 14px; line-height: 1.57; }
.rr-card * { box-sizing: border-box; }
.rr-group-title { font-size: 18px; font-weight: 600; margin: 0; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; line-height: 1.4; }
.rr-muted { color: ${BRAND_COLORS.textSecondary}; }
.rr-list { padding: 0; margin: 8px 0 0; }
.rr-item { padding: 12px 0; border-top: 1px solid rgba(0,0,0,0.06); list-style: none; }
.rr-row { display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap; align-items: center; }
.rr-inline { display: inline-flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.rr-item-title { font-size: 15px; font-weight: 600; margin: 0; }
.rr-tag-processing { color: #0b4f9c; background: #e6f4ff; border-color: #91caff; }
.rr-log { list-style: none; padding: 0; margin: 8px 0 0; }
.rr-log li { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; margin-bottom: 4px; }
.rr-log-channel { min-width: 56px; font-weight: 500; }
.rr-button-primary { height: 32px; padding: 0 15px; border-radius: 6px; color: #fff; background: ${BRAND_COLORS.primary}; border-color: ${BRAND_COLORS.primary}; font-weight: 500; }
.rr-alert-error { display: flex; gap: 12px; align-items: flex-start; justify-content: space-between; flex-wrap: wrap; padding: 12px 16px;
  border-radius: 8px; background: #fff1f0; border: 1px solid #ffccc7; color: ${BRAND_COLORS.text}; }
.rr-alert-title { font-weight: 600; margin: 0 0 4px; }
.rr-alert-text { margin: 0; }
.rr-empty { text-align: center; padding: 24px 8px; color: ${BRAND_COLORS.textSecondary}; }
.rr-empty p { margin: 0 0 12px; }
`;

export function RemindersPageStyles() {
  return <style>{css}</style>;
}

/** A small plain button's busy mark (antd's loading button, without antd). */
export function ButtonSpinner() {
  return <span className="rr-spinner" aria-hidden="true" />;
}
