import { BRAND_COLORS } from '@renewly/shared-contracts';
import { plainControlsCss } from '../../../../../federation/plain-controls-css';
import { PRICE_RISE_CSS } from '../../renewal-import/price-rise-note';
import { POLICY_YEARS_CSS } from '../../policy-years/policy-years';

// The policies page draws no antd on its first paint: plain markup and this one <style> element in the brand's
// colours and antd's spacing (the policy dialog and the delete confirm load at the first interaction, with antd). The
// server draws the page from the same markup (src/server/draw-page.tsx). md = 768 px, xl = 1200 px as in antd.
const css = `${plainControlsCss('pp')}${PRICE_RISE_CSS}${POLICY_YEARS_CSS}
.pp-page * { box-sizing: border-box; }
.pp-filter { margin: 20px 0; }
.pp-filter-buttons { display: flex; flex-wrap: wrap; gap: 6px; border: 0; margin: 0; padding: 0; }
.pp-filter-option { position: relative; display: inline-flex; cursor: pointer; }
/* The native radio keeps the keys and the semantics; its button is the label's text. */
.pp-filter-option input { position: absolute; left: 0; top: 0; width: 1px; height: 1px; opacity: 0; margin: 0; pointer-events: none; }
.pp-filter-option span { display: inline-block; height: 32px; line-height: 30px; padding: 0 15px; font-size: 14px; border-radius: 6px;
  border: 1px solid #d9d9d9; background: #fff; color: ${BRAND_COLORS.text}; white-space: nowrap; }
.pp-filter-option:hover span { color: ${BRAND_COLORS.primary}; }
.pp-filter-option input:checked + span { color: #fff; background: ${BRAND_COLORS.primary}; border-color: ${BRAND_COLORS.primary}; }
.pp-filter-option input:focus-visible + span { outline: 3px solid #8cc7d9; outline-offset: 1px; }
.pp-filter-select { width: 100%; height: 40px; padding: 0 8px; font: inherit; font-size: 16px; color: ${BRAND_COLORS.text};
  background: ${BRAND_COLORS.surface}; border: 1px solid ${BRAND_COLORS.textSecondary}; border-radius: 8px; }
.pp-filter-select:focus-visible { outline: 2px solid ${BRAND_COLORS.primary}; outline-offset: 1px; }
.pf-filter-compact { display: none; }
@media (max-width: 575.98px) { .pf-filter-compact { display: block; } .pf-filter-buttons { display: none; } }
.pp-grid { display: grid; gap: 16px; grid-template-columns: 1fr; }
@media (min-width: 768px) { .pp-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 1200px) { .pp-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.pp-cell { border-radius: 12px; }
.pp-cell[aria-current] { outline: 3px solid ${BRAND_COLORS.primary}; outline-offset: 4px; }
.pp-card { height: 100%; display: flex; flex-direction: column; gap: 10px; padding: 16px; background: ${BRAND_COLORS.surface};
  border: 1px solid ${BRAND_COLORS.border}; border-radius: 8px; font-size: 14px; line-height: 1.57; color: ${BRAND_COLORS.text}; }
/* Inactive is told by the tag and a muted card, not by fading: faded text falls under 4.5:1 (WCAG 1.4.3). */
.pp-card[data-inactive] { background: #f7f8f9; border-style: dashed; }
.pp-row { display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap; align-items: center; }
.pp-row-start { justify-content: flex-start; gap: 4px 16px; }
.pp-tags { display: inline-flex; gap: 4px; flex-wrap: wrap; }
/* Under the page's level-1 title (no skipped level), drawn at the size of antd's level 5. */
.pp-title { font-size: 16px; font-weight: 600; margin: 0; line-height: 1.5; }
.pp-muted { color: ${BRAND_COLORS.textSecondary}; }
.pp-warning { color: ${BRAND_COLORS.warning}; }
.pp-strong { font-weight: 600; }
.pp-facts { display: grid; grid-template-columns: 1fr; gap: 4px 16px; margin: 0; }
@media (min-width: 576px) { .pp-facts { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.pp-fact { display: flex; gap: 8px; }
.pp-fact-wide { grid-column: 1 / -1; }
.pp-fact dt { color: rgba(0,0,0,0.55); }
.pp-fact dd { margin: 0; }
.pp-small { font-size: 12px; }
.pp-best-day { margin: 0; line-height: 1.5; }
.pp-best-day a { color: ${BRAND_COLORS.primary}; }
.pp-switch-label { display: inline-flex; gap: 8px; align-items: center; cursor: pointer; }
.pp-switch { position: relative; width: 28px; height: 16px; padding: 0; border: 0; border-radius: 100px; cursor: pointer;
  background: rgba(0,0,0,0.45); transition: background .2s; flex: none; }
.pp-switch[aria-checked="true"] { background: ${BRAND_COLORS.primary}; }
.pp-switch::after { content: ''; position: absolute; top: 2px; left: 2px; width: 12px; height: 12px; border-radius: 50%;
  background: #fff; transition: left .2s; }
.pp-switch[aria-checked="true"]::after { left: 14px; }
.pp-switch:disabled { cursor: not-allowed; opacity: .65; }
.pp-switch:focus-visible { outline: 3px solid #8cc7d9; outline-offset: 1px; }
.pp-actions { display: inline-flex; gap: 8px; }
.pp-button-link { border-color: transparent; background: transparent; color: ${BRAND_COLORS.primary}; padding: 0; height: auto; text-decoration: underline; }
.pp-button-primary { color: #fff; background: ${BRAND_COLORS.primary}; border-color: ${BRAND_COLORS.primary}; font-weight: 500; }
.pp-button-middle { height: 32px; padding: 0 15px; border-radius: 6px; }
.pp-button-large { height: 40px; padding: 0 15px; border-radius: 8px; font-size: 16px; }
.pp-alert-error { display: flex; gap: 12px; align-items: center; justify-content: space-between; flex-wrap: wrap; padding: 12px 16px;
  border-radius: 8px; background: #fff1f0; border: 1px solid #ffccc7; color: ${BRAND_COLORS.text}; }
.pp-alert-error p { margin: 0; }
.pp-inbound { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 8px; }
.pp-inbound-item { display: flex; gap: 12px; align-items: center; justify-content: space-between; flex-wrap: wrap; padding: 10px 16px;
  border-radius: 8px; background: #fffdf5; border: 1px solid #e0b252; color: ${BRAND_COLORS.text}; }
.pp-empty { text-align: center; padding: 32px 8px; color: ${BRAND_COLORS.textSecondary}; }
.pp-empty p { margin: 0 0 16px; }
.pp-skeleton-card { padding: 16px; }
.pp-skeleton:first-child { width: 38%; margin-top: 0; height: 24px; }
@media (prefers-reduced-motion: reduce) { .pp-switch, .pp-switch::after { transition: none; } }
`;

export function PoliciesPageStyles() {
  return <style>{css}</style>;
}

/** A small plain button's busy mark (antd's loading button, without antd). */
export function ButtonSpinner() {
  return <span className="pp-spinner" aria-hidden="true" />;
}
