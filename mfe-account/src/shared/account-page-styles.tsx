import { BRAND_COLORS } from '@renewly/shared-contracts';
import { FormStyles } from '../../../federation/form/form-styles';

// The account pages draw no antd on their first paint: plain markup and this one <style> element in the brand's
// colours and antd's spacing (a confirm loads at the first interaction, with antd). The fields and buttons are the
// form kit's plain ones (federation/form/form-styles.tsx).
const css = `
.ra-card { box-sizing: border-box; background: ${BRAND_COLORS.surface}; border: 1px solid ${BRAND_COLORS.border}; border-radius: 8px;
  padding: 24px; font-size: 14px; line-height: 1.57; color: ${BRAND_COLORS.text}; }
.ra-card + .ra-card { margin-top: 16px; }
.ra-card-title { font-size: 18px; font-weight: 600; margin: 0 0 8px; line-height: 1.4; }
.ra-muted { color: ${BRAND_COLORS.textSecondary}; margin: 0 0 14px; }
.ra-alert-error { display: flex; gap: 12px; align-items: flex-start; justify-content: space-between; flex-wrap: wrap; padding: 12px 16px;
  border-radius: 8px; background: #fff1f0; border: 1px solid #ffccc7; }
.ra-alert-error p { margin: 0; }
.ra-alert-title { font-weight: 600; }
.ra-alert-warning { padding: 8px 12px; border-radius: 8px; background: ${BRAND_COLORS.warningBg}; border: 1px solid ${BRAND_COLORS.warningBorder}; margin: 0 0 8px; }
.ra-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.ra-actions a.renewly-button { text-decoration: none; }
.ra-compact { display: flex; margin-bottom: 12px; }
.ra-compact .renewly-input { border-radius: 6px 0 0 6px; }
.ra-compact .renewly-button { border-radius: 0 6px 6px 0; flex: none; }
.ra-card p { margin: 0 0 14px; }
.ra-check { display: flex; gap: 8px; align-items: center; min-height: 32px; margin-top: 12px; }
.ra-check input { width: 18px; height: 18px; margin: 0; accent-color: ${BRAND_COLORS.primary}; }
.ra-card p.ra-check-hint { margin: 0 0 0 26px; }
.ra-status { display: inline-block; margin-left: 4px; padding: 0 7px; border-radius: 4px; font-size: 12px; line-height: 20px; border: 1px solid; }
.ra-status-ok { color: ${BRAND_COLORS.success}; background: #f0f9f2; border-color: #9fd3b0; }
.ra-status-warn { color: ${BRAND_COLORS.text}; background: ${BRAND_COLORS.warningBg}; border-color: ${BRAND_COLORS.warningBorder}; }
.ra-verify-row + .ra-verify-row { margin-top: 16px; padding-top: 16px; border-top: 1px solid ${BRAND_COLORS.border}; }
.ra-card p.ra-verify-what { margin: 0 0 8px; }
.ra-verify-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.ra-code-input.renewly-input { width: 9em; display: inline-block; letter-spacing: 0.1em; }
.ra-verify-error { color: ${BRAND_COLORS.error}; font-size: 13px; margin-top: 4px; }
.ra-subtitle { font-size: 16px; font-weight: 600; margin: 0 0 8px; }
.ra-qr { display: block; width: 176px; height: 176px; margin: 0 0 14px; background: #fff; }
.ra-secret { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 15px; word-break: break-word; }
.ra-recovery-codes { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr)); gap: 4px 16px; margin: 0 0 14px;
  padding-left: 2em; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 15px; }
.ra-sessions { list-style: none; margin: 0 0 16px; padding: 0; }
.ra-session { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; padding: 12px 0;
  border-bottom: 1px solid ${BRAND_COLORS.border}; }
.ra-session:first-child { padding-top: 0; }
.ra-card p.ra-session-name { margin: 0; font-weight: 600; }
.ra-card p.ra-session-times { margin: 0; color: ${BRAND_COLORS.textSecondary}; }
.ra-skeleton { border-radius: 4px; height: 16px; margin: 16px 0 0; background: linear-gradient(90deg, #eef1f3 25%, #e2e7ea 37%, #eef1f3 63%);
  background-size: 400% 100%; animation: ra-shimmer 1.4s ease infinite; }
.ra-skeleton:first-child { width: 38%; margin-top: 0; height: 24px; }
@keyframes ra-shimmer { 0% { background-position: 100% 50%; } 100% { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .ra-skeleton { animation-duration: 2.4s; } }
`;

/** The page's rules, and the form kit's (its plain buttons too, where no form is drawn: one copy either way). */
export function AccountPageStyles() {
  return (
    <>
      <style>{css}</style>
      <FormStyles />
    </>
  );
}

/** antd's paragraph skeleton, plain: a title bar and `rows` lines, the last shorter. */
export function SkeletonLines({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows + 1 }, (_, i) => (
        <div key={i} className="ra-skeleton" style={i === rows ? { width: '61%' } : undefined} />
      ))}
    </div>
  );
}

/** A plain button's busy mark (antd's loading button, without antd; styles: the form kit's). */
export function Spinner() {
  return <span className="renewly-button-spinner" aria-hidden="true" />;
}
