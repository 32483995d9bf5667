// Plain CSS for the toast viewport (kept in TS so it needs no CSS loader). Spec §9: at most 420 px wide from md up.
// Signed in: in the slot under the sticky header (toast-slot.tsx), in the page's flow, so a toast covers no control;
// above a dialog's mask (z-index 1000) so a dialog's own toasts are seen. Without a slot (the sign-in screen): phones
// across the top, wider screens bottom right, above the install card when it shows (it sets INSTALL_CLEARANCE_VAR).
export const INSTALL_CLEARANCE_VAR = '--renewly-install-clearance';

export const toastCss = `
.renewly-toast-region { position: fixed; z-index: 2000; inset: 0 0 auto 0; pointer-events: none; }
.renewly-toast-viewport { list-style: none; margin: 0; padding: 16px; display: flex; flex-direction: column; gap: 8px;
  outline: none; max-width: 100vw; box-sizing: border-box; }
@media (min-width: 768px) {
  /* Moved by a transform, not by 'bottom': a transform is no layout shift (the card appears after the page drew). */
  .renewly-toast-region { inset: auto 0 0 auto; transform: translateY(calc(-1 * var(${INSTALL_CLEARANCE_VAR}, 0px))); }
  .renewly-toast-viewport { max-width: 420px; }
}
.renewly-toast-slot { position: sticky; top: 56px; z-index: 1001; }
.renewly-toast-slot .renewly-toast-region { position: static; transform: none; }
.renewly-toast-slot .renewly-toast-viewport { max-width: 1200px; margin: 0 auto; padding: 0 12px; }
.renewly-toast-slot .renewly-toast-viewport:not(:empty) { padding-top: 8px; padding-bottom: 8px; }
@media (min-width: 768px) {
  .renewly-toast-slot { top: 64px; }
  .renewly-toast-slot .renewly-toast-viewport { max-width: 1200px; padding-left: 24px; padding-right: 24px; align-items: flex-end; }
  .renewly-toast-slot .renewly-toast { width: min(420px, 100%); box-sizing: border-box; }
}
.renewly-toast { pointer-events: auto; display: flex; align-items: flex-start; gap: 12px; background: #fff;
  border: 1px solid #e5e7eb; border-left: 4px solid; border-radius: 8px; padding: 12px 12px 12px 16px;
  box-shadow: 0 6px 16px rgba(0,0,0,0.12); touch-action: pan-y; transition: transform 0.15s ease-out; }
.renewly-toast-text { flex: 1; min-width: 0; }
.renewly-toast-title { font-weight: 600; font-size: 14px; color: #111827; }
.renewly-toast-description { font-size: 13px; color: #4b5563; margin-top: 2px; overflow-wrap: anywhere; white-space: pre-line; }
.renewly-toast-close { border: 0; background: transparent; font-size: 18px; line-height: 1; cursor: pointer;
  color: #6b7280; padding: 2px 4px; }
.renewly-toast-close:hover, .renewly-toast-close:focus-visible { color: #111827; }
`;
