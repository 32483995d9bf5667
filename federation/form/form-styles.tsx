import { BRAND_COLORS } from '@renewly/shared-contracts';

const css = `
.renewly-field { margin-bottom: 16px; }
.renewly-field-label { display: block; margin-bottom: 6px; font-weight: 500; color: ${BRAND_COLORS.text}; }
.renewly-field-required { color: ${BRAND_COLORS.error}; margin-left: 2px; }
.renewly-field-error { color: ${BRAND_COLORS.error}; font-size: 13px; margin-top: 4px; }
.renewly-field-extra { color: ${BRAND_COLORS.textSecondary}; font-size: 13px; margin-top: 4px; }
.renewly-field-row { display: grid; grid-template-columns: 1fr; column-gap: 12px; }
/* Every text-like control is as wide as its field (its column): antd's selects and autocompletes are otherwise only as
   wide as their text. The plain kit's inputs are full width by their own rule (.renewly-input). */
.renewly-field > .ant-select, .renewly-field > .ant-picker, .renewly-field > .ant-input, .renewly-field > .ant-input-affix-wrapper,
.renewly-field > .ant-input-number, .renewly-field > .ant-input-number-affix-wrapper, .renewly-field > .ant-input-number-group-wrapper { width: 100%; }
.renewly-field-row > .renewly-field { min-width: 0; }
/* The show-password eye is a 15 px icon: give it a 24 px target (WCAG 2.5.8). */
.renewly-field .ant-input-password-icon { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; }
/* So is a date field's clear cross, shown while the field has focus (the UK date picker). */
.renewly-field .ant-picker-clear { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; }
/* A filled (read-only) field shows focus with the same ring as antd's outlined fields (WCAG 2.4.7). */
.renewly-field .ant-input-filled:focus-visible { box-shadow: 0 0 0 2px rgba(15, 110, 140, 0.25); }
/* A placeholder is an example, not a value: in italics, so an empty field never looks filled in. */
.renewly-field input::placeholder, .renewly-field textarea::placeholder { font-style: italic; }
/* The plain kit (plain-form-field.tsx, plain-submit-button.tsx): the browser's own controls drawn as antd's. */
.renewly-input { box-sizing: border-box; display: block; width: 100%; height: 32px; margin: 0; padding: 4px 11px; font: inherit;
  font-size: 14px; line-height: 1.5714; color: ${BRAND_COLORS.text}; background: #fff; border: 1px solid #d9d9d9; border-radius: 6px;
  transition: border-color .2s, box-shadow .2s; }
.renewly-input:hover { border-color: ${BRAND_COLORS.primary}; }
.renewly-input:focus { outline: none; border-color: ${BRAND_COLORS.primary}; box-shadow: 0 0 0 2px rgba(15, 110, 140, 0.25); }
.renewly-input:disabled { color: rgba(0,0,0,0.45); background: #f5f5f5; cursor: not-allowed; }
.renewly-input-error, .renewly-input-error:hover { border-color: ${BRAND_COLORS.error}; }
.renewly-input-error:focus { border-color: ${BRAND_COLORS.error}; box-shadow: 0 0 0 2px rgba(180, 35, 24, 0.15); }
.renewly-input-filled { background: rgba(0,0,0,0.04); border-color: transparent; }
.renewly-input-filled:hover { background: rgba(0,0,0,0.06); border-color: transparent; }
.renewly-select { box-sizing: border-box; height: 32px; min-width: 120px; padding: 0 8px; font: inherit; font-size: 14px;
  color: ${BRAND_COLORS.text}; background: #fff; border: 1px solid #d9d9d9; border-radius: 6px; }
.renewly-select:hover { border-color: ${BRAND_COLORS.primary}; }
.renewly-select:focus { outline: none; border-color: ${BRAND_COLORS.primary}; box-shadow: 0 0 0 2px rgba(15, 110, 140, 0.25); }
.renewly-select:disabled { color: rgba(0,0,0,0.45); background: #f5f5f5; border-color: #d9d9d9; cursor: not-allowed; }
.renewly-switch { position: relative; display: block; width: 44px; height: 22px; padding: 0; border: 0; border-radius: 100px; cursor: pointer;
  background: rgba(0,0,0,0.45); transition: background .2s; }
.renewly-switch[aria-checked="true"] { background: ${BRAND_COLORS.primary}; }
.renewly-switch::after { content: ''; position: absolute; top: 2px; left: 2px; width: 18px; height: 18px; border-radius: 50%;
  background: #fff; box-shadow: 0 2px 4px rgba(0,35,11,.2); transition: left .2s; }
.renewly-switch[aria-checked="true"]::after { left: 24px; }
.renewly-switch:focus-visible { outline: 3px solid #8cc7d9; outline-offset: 1px; }
.renewly-checks { display: flex; flex-wrap: wrap; gap: 8px 16px; }
.renewly-checks label { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
.renewly-checks input { width: 16px; height: 16px; margin: 0; accent-color: ${BRAND_COLORS.primary}; cursor: pointer; }
.renewly-password { position: relative; }
.renewly-password .renewly-input { padding-right: 64px; }
.renewly-password-toggle { position: absolute; top: 4px; right: 4px; height: 24px; min-width: 24px; padding: 0 8px; font: inherit; font-size: 13px;
  color: ${BRAND_COLORS.primary}; background: transparent; border: 0; border-radius: 4px; cursor: pointer; }
.renewly-password-toggle:focus-visible { outline: 2px solid ${BRAND_COLORS.primary}; }
.renewly-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 32px; padding: 0 15px;
  font: inherit; font-size: 14px; border-radius: 6px; border: 1px solid #d9d9d9; background: #fff; color: ${BRAND_COLORS.text}; cursor: pointer; }
.renewly-button:hover { color: ${BRAND_COLORS.primary}; border-color: ${BRAND_COLORS.primary}; }
.renewly-button:focus-visible { outline: 3px solid #8cc7d9; outline-offset: 1px; }
.renewly-button-primary { color: #fff; background: ${BRAND_COLORS.primary}; border-color: ${BRAND_COLORS.primary}; font-weight: 500; }
.renewly-button-primary:hover { color: #fff; background: ${BRAND_COLORS.primaryDark}; border-color: ${BRAND_COLORS.primaryDark}; }
.renewly-button-danger { color: ${BRAND_COLORS.error}; border-color: ${BRAND_COLORS.error}; }
.renewly-button-danger:hover { color: #fff; background: ${BRAND_COLORS.error}; border-color: ${BRAND_COLORS.error}; }
.renewly-button-danger-primary { color: #fff; background: ${BRAND_COLORS.error}; border-color: ${BRAND_COLORS.error}; font-weight: 500; }
.renewly-button-danger-primary:hover { color: #fff; background: #8f1c13; border-color: #8f1c13; }
.renewly-button:disabled, .renewly-button:disabled:hover { cursor: not-allowed; color: rgba(0,0,0,0.45); background: #f5f5f5; border-color: #d9d9d9; }
.renewly-button-spinner { width: 12px; height: 12px; border-radius: 50%; border: 2px solid currentColor; border-top-color: transparent;
  animation: renewly-button-spin .8s linear infinite; }
@keyframes renewly-button-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .renewly-button-spinner { animation-duration: 2.4s; } .renewly-input, .renewly-switch, .renewly-switch::after { transition: none; } }
@media (min-width: 480px) { .renewly-field-row { grid-template-columns: 1fr 1fr; } }
`;

/**
 * The kit's few rules, drawn where the form is. A plain <style>, not one React hoists by its href: the server draws a
 * page's forms inside the layout, and React takes over a hoisted style only at the top of the document (inside the
 * page it would find the style where it expects the page, and draw the page anew). Two forms on a page: two copies.
 */
export function FormStyles() {
  return <style>{css}</style>;
}
