import { BRAND_COLORS } from '@renewly/shared-contracts';
import { toastCss } from '../toasts/toast-styles';

// The shell's own CSS in one <style> element (no CSS loader or runtime needed). md = 768 px as in antd.
const layoutCss = `
:root { --renewly-primary: ${BRAND_COLORS.primary}; }
.renewly-layout { min-height: 100vh; display: flex; flex-direction: column; background: ${BRAND_COLORS.background}; }
.renewly-main { flex: 1; width: 100%; max-width: 1200px; margin: 0 auto; padding: 16px 12px 88px; box-sizing: border-box;
  /* At least a screen tall, so the footer starts below the fold and pages filling in never push it (no layout shift). */
  min-height: 100vh; }
.renewly-footer { text-align: center; color: ${BRAND_COLORS.textSecondary}; font-size: 13px; padding: 16px 12px 88px; }
@media (min-width: 768px) {
  .renewly-main { padding: 24px 24px 32px; }
  .renewly-footer { padding-bottom: 24px; }
}
.renewly-header { position: sticky; top: 0; z-index: 100; background: #fff; border-bottom: 1px solid ${BRAND_COLORS.border}; }
.renewly-header-inner { max-width: 1200px; margin: 0 auto; height: 56px; padding: 0 12px; display: flex; align-items: center;
  gap: 16px; box-sizing: border-box; }
.renewly-brand-link { text-decoration: none; color: ${BRAND_COLORS.text}; }
.renewly-brand { display: inline-flex; align-items: center; gap: 8px; font-weight: 700; color: ${BRAND_COLORS.text}; }
.renewly-desktop-nav { display: none; gap: 4px; flex: 1; }
.renewly-nav-link { padding: 6px 12px; border-radius: 8px; color: ${BRAND_COLORS.textSecondary}; text-decoration: none;
  font-weight: 500; white-space: nowrap; }
.renewly-nav-link:hover { color: ${BRAND_COLORS.primary}; background: #eef5f8; }
.renewly-nav-link.active { color: ${BRAND_COLORS.primary}; background: #e3f0f5; }
.renewly-header-actions { margin-left: auto; display: flex; align-items: center; gap: 8px; }
.renewly-icon-button, .renewly-avatar-button { border: 0; background: transparent; cursor: pointer; padding: 6px;
  border-radius: 999px; display: inline-flex; align-items: center; justify-content: center; color: ${BRAND_COLORS.text}; }
.renewly-icon-button:hover, .renewly-avatar-button:hover { background: #eef5f8; }
.renewly-mobile-nav { position: fixed; bottom: 0; left: 0; right: 0; z-index: 100; display: grid;
  grid-template-columns: repeat(5, 1fr); background: #fff; border-top: 1px solid ${BRAND_COLORS.border};
  padding-bottom: env(safe-area-inset-bottom); }
.renewly-mobile-link { display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 8px 2px;
  font-size: 11px; color: ${BRAND_COLORS.textSecondary}; text-decoration: none; min-width: 0; }
.renewly-mobile-link .anticon { font-size: 18px; }
.renewly-mobile-link.active { color: ${BRAND_COLORS.primary}; font-weight: 600; }
@media (min-width: 768px) {
  .renewly-header-inner { padding: 0 24px; height: 64px; }
  .renewly-desktop-nav { display: flex; }
  .renewly-mobile-nav { display: none; }
}
/* Tablet widths: five navigation links, the bell and the account button must fit beside the brand. */
@media (min-width: 768px) and (max-width: 1023.98px) {
  .renewly-header-inner { gap: 8px; }
  .renewly-desktop-nav { gap: 0; }
  .renewly-nav-link { padding: 6px 8px; }
}
.renewly-user-panel, .renewly-notification-panel { background: #fff; border-radius: 12px; max-width: calc(100vw - 16px);
  box-shadow: 0 6px 16px rgba(0,0,0,0.12), 0 3px 6px -4px rgba(0,0,0,0.12); overflow: hidden; }
.renewly-user-panel .ant-dropdown-menu { box-shadow: none; }
/* The plain menu a tap opens before the shell's code (user-menu.tsx): a popover under the account button's corner. */
.renewly-early-menu { position: fixed; inset: 64px max(8px, calc((100vw - 1200px) / 2 + 12px)) auto auto; margin: 0; padding: 0; border: 0;
  color: ${BRAND_COLORS.text}; background: #fff; border-radius: 12px; max-width: calc(100vw - 16px); overflow: hidden;
  box-shadow: 0 6px 16px rgba(0,0,0,0.12), 0 3px 6px -4px rgba(0,0,0,0.12); }
/* Issue 51 item 16: drawn where antd draws its menu (placement bottomRight: under the button, right edges lined up, 4 px
   apart), so a tap aimed at the plain menu lands on the same item of antd's when it takes over. */
.renewly-avatar-button { anchor-name: --renewly-account-button; }
@supports (position-anchor: --a) {
  .renewly-early-menu { position-anchor: --renewly-account-button; inset: auto; top: calc(anchor(bottom) + 4px); right: anchor(right); }
}
.renewly-early-menu-list { list-style: none; margin: 0; padding: 4px; }
.renewly-early-menu-item { display: block; box-sizing: border-box; width: 100%; padding: 8px 12px; border: 0; border-radius: 4px; background: none;
  font: inherit; font-size: 14px; line-height: 22px; text-align: left; color: inherit; text-decoration: none; cursor: pointer; }
.renewly-early-menu-item:hover, .renewly-early-menu-item:focus-visible { background: rgba(0,0,0,0.04); outline: none; }
.renewly-early-menu-item:focus-visible { box-shadow: 0 0 0 2px rgba(15, 110, 140, 0.5); }
/* The bell's plain panel (early-notification-panel.tsx), a popover under the bell. Issue 48: where antd draws the real
   one (placement bottom: centred under the bell, 4 px below, shifted sideways to stay on screen); it was 12-16 px lower
   and up to 124 px to the left. */
.renewly-early-bell { position: fixed; inset: 64px max(8px, calc((100vw - 1200px) / 2 + 56px)) auto auto; margin: 0; padding: 0; border: 0;
  color: ${BRAND_COLORS.text}; }
.renewly-bell-button { anchor-name: --renewly-bell; }
@supports (position-anchor: --a) {
  .renewly-early-bell { position-anchor: --renewly-bell; inset: auto 0; top: calc(anchor(bottom) + 4px); justify-self: anchor-center; }
}
.renewly-early-menu-divider { height: 1px; margin: 4px 0; background: ${BRAND_COLORS.border}; }
.renewly-user-panel-head { padding: 12px 16px 8px; border-bottom: 1px solid ${BRAND_COLORS.border}; }
.renewly-user-name { font-weight: 600; font-size: 14px; line-height: 22px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.renewly-user-username { font-size: 12px; line-height: 20px; color: ${BRAND_COLORS.textSecondary}; overflow: hidden; text-overflow: ellipsis;
  white-space: nowrap; }
.renewly-notification-head { display: flex; align-items: center; justify-content: space-between; padding: 10px 12px 10px 16px;
  border-bottom: 1px solid ${BRAND_COLORS.border}; min-height: 24px; }
.renewly-notification-list { list-style: none; margin: 0; padding: 0; max-height: 360px; overflow-y: auto; }
.renewly-notification-item { display: flex; gap: 8px; align-items: flex-start; padding: 10px 12px 10px 16px;
  border-bottom: 1px solid #f0f0f0; }
.renewly-notification-item.is-unread { background: #f0f7fa; }
.renewly-notification-text { flex: 1; min-width: 0; }
.renewly-notification-title { font-weight: 600; font-size: 14px; }
.renewly-notification-message { font-size: 13px; color: ${BRAND_COLORS.textSecondary}; overflow-wrap: anywhere; }
.renewly-notification-date { font-size: 12px; color: ${BRAND_COLORS.textSecondary}; margin-top: 2px; }
.renewly-notification-empty { padding: 24px 16px; text-align: center; }
/* .renewly-full-page and .renewly-full-page-text: in the page's HTML (SPLASH_CSS in rspack.base.js) */
.renewly-auth { min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: flex-start;
  padding: 32px 12px; box-sizing: border-box; background: linear-gradient(180deg, #e6f1f5 0%, ${BRAND_COLORS.background} 60%); }
.renewly-auth-brand { text-align: center; margin-bottom: 20px; }
.renewly-auth-title { margin: 0; font-size: inherit; font-weight: inherit; }
.renewly-auth-card { width: 100%; max-width: 440px; }
.renewly-auth-links { display: flex; flex-direction: column; align-items: center; gap: 6px; margin-top: 16px; font-size: 14px; }
@media (min-width: 768px) { .renewly-auth { justify-content: center; } }
.renewly-auth-tagline { color: ${BRAND_COLORS.textSecondary}; margin: 8px 0 0; }
.renewly-auth-invite { margin: 0 0 16px; padding: 8px 12px; border-radius: 8px; background: #e9f3fb; border: 1px solid #a9cdee; color: ${BRAND_COLORS.text}; }
.renewly-auth-card { background: #fff; border: 1px solid ${BRAND_COLORS.border}; border-radius: 12px; padding: 24px 20px;
  box-sizing: border-box; box-shadow: 0 1px 2px rgba(0,0,0,0.04); }
.renewly-auth-heading { margin: 0 0 16px; font-size: 24px; font-weight: 600; color: ${BRAND_COLORS.text}; }
.renewly-auth-intro { color: ${BRAND_COLORS.textSecondary}; margin: 0 0 16px; }
/* A long link ('Use a code from your authenticator app instead') wraps inside the card at 360 px. */
.renewly-auth-links > span { max-width: 100%; }
.renewly-auth-link.ant-btn { padding: 0; height: auto; max-width: 100%; white-space: normal; text-align: center; }
.renewly-auth-passkey { margin-top: 12px; }
.renewly-auth-passkey-problem { margin: 8px 0 0; color: #a8071a; }
.renewly-icon-button { position: relative; }
.renewly-badge { position: absolute; top: 0; right: 0; min-width: 16px; height: 16px; padding: 0 4px; border-radius: 8px;
  background: ${BRAND_COLORS.error}; color: #fff; font-size: 11px; line-height: 16px; text-align: center;
  box-sizing: border-box; box-shadow: 0 0 0 1px #fff; }
.renewly-avatar { width: 32px; height: 32px; border-radius: 50%; background: ${BRAND_COLORS.primary}; color: #fff;
  display: inline-flex; align-items: center; justify-content: center; font-size: 14px; font-weight: 600; }
.renewly-bar { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; justify-content: space-between;
  background: #e3f0f5; border-bottom: 1px solid ${BRAND_COLORS.border}; padding: 8px 12px; font-size: 14px; }
.renewly-bar-text { flex: 1 1 200px; min-width: 0; }
[data-push-banner="off"] .renewly-push-banner { display: none; }
.renewly-bar-actions { display: inline-flex; align-items: center; gap: 8px; }
.renewly-bar-primary, .renewly-bar-secondary { border-radius: 8px; padding: 6px 14px; font: inherit; font-weight: 500;
  cursor: pointer; border: 1px solid ${BRAND_COLORS.primary}; }
.renewly-bar-primary { background: ${BRAND_COLORS.primary}; color: #fff; }
.renewly-bar-primary:disabled { opacity: 0.6; cursor: default; }
.renewly-bar-secondary { background: #fff; color: ${BRAND_COLORS.primary}; }
.renewly-bar-close { border: 0; background: transparent; font-size: 20px; line-height: 1; cursor: pointer; padding: 4px 6px;
  color: ${BRAND_COLORS.textSecondary}; }
@media (min-width: 768px) { .renewly-bar { padding: 8px 24px; } }
.renewly-plain-fallback { text-align: center; padding: 48px 16px; }
.renewly-plain-fallback h1 { font-size: 24px; font-weight: 500; margin: 0 0 8px; }
.renewly-plain-fallback p { color: ${BRAND_COLORS.textSecondary}; margin: 0 0 24px; }
.renewly-offline { position: fixed; z-index: 160; left: 12px; right: 12px; bottom: 76px; background: ${BRAND_COLORS.warningBg};
  border: 1px solid ${BRAND_COLORS.warningBorder}; border-radius: 10px; padding: 10px 14px; font-size: 14px; box-shadow: 0 4px 12px rgba(0,0,0,0.1); }
@media (min-width: 768px) { .renewly-offline { right: auto; left: 24px; bottom: 24px; max-width: 420px; } }
.renewly-skip-link { position: absolute; left: 8px; top: -48px; z-index: 1100; background: #fff; color: ${BRAND_COLORS.primary};
  padding: 8px 14px; border-radius: 8px; font-weight: 600; box-shadow: 0 2px 8px rgba(0,0,0,0.2); }
.renewly-skip-link:focus { top: 8px; }
.renewly-main:focus { outline: none; }
.renewly-text-danger { color: ${BRAND_COLORS.error}; }
`;

export function ShellStyles() {
  return <style>{layoutCss + toastCss}</style>;
}
