import { BRAND_COLORS } from '@renewly/shared-contracts';

const css = `
.renewly-field { margin-bottom: 16px; }
.renewly-field-label { display: block; margin-bottom: 6px; font-weight: 500; color: ${BRAND_COLORS.text}; }
.renewly-field-required { color: ${BRAND_COLORS.error}; margin-left: 2px; }
.renewly-field-error { color: ${BRAND_COLORS.error}; font-size: 13px; margin-top: 4px; }
.renewly-field-extra { color: ${BRAND_COLORS.textSecondary}; font-size: 13px; margin-top: 4px; }
.renewly-field-row { display: grid; grid-template-columns: 1fr; column-gap: 12px; }
/* The show-password eye is a 15 px icon: give it a 24 px target (WCAG 2.5.8). */
.renewly-field .ant-input-password-icon { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; }
/* A filled (read-only) field shows focus with the same ring as antd's outlined fields (WCAG 2.4.7). */
.renewly-field .ant-input-filled:focus-visible { box-shadow: 0 0 0 2px rgba(15, 110, 140, 0.25); }
/* A placeholder is an example, not a value: in italics, so an empty field never looks filled in. */
.renewly-field input::placeholder, .renewly-field textarea::placeholder { font-style: italic; }
@media (min-width: 480px) { .renewly-field-row { grid-template-columns: 1fr 1fr; } }
`;

/** The kit's few rules, once per page whatever the number of forms (React 19 dedupes a style by its href). */
export function FormStyles() {
  return (
    <style href="renewly-form-kit" precedence="default">
      {css}
    </style>
  );
}
