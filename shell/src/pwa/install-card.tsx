import { useLayoutEffect, useRef } from 'react';
import { BRAND_COLORS, INSTALL_PROMPT_DISMISSED_KEY } from '@renewly/shared-contracts';
import { INSTALL_CLEARANCE_VAR } from '../toasts/toast-styles';
import { rememberDismissal } from './dismissal';
import type { BeforeInstallPromptEvent } from './before-install-prompt-event';

// The card's own rules arrive with it (its buttons are the push banner's, in shell-styles.tsx).
const css = `
.renewly-install { position: fixed; z-index: 150; left: 12px; right: 12px; bottom: 76px; background: #fff;
  border: 1px solid ${BRAND_COLORS.border}; border-radius: 12px; padding: 14px 16px; display: flex; gap: 12px;
  flex-wrap: wrap; align-items: center; justify-content: space-between; box-shadow: 0 6px 16px rgba(0,0,0,0.12); }
.renewly-install-text { display: flex; flex-direction: column; gap: 2px; font-size: 14px; min-width: 0; flex: 1 1 200px; }
.renewly-install-actions { display: inline-flex; align-items: center; gap: 8px; }
@media (min-width: 768px) { .renewly-install { left: auto; right: 24px; bottom: 24px; max-width: 380px; } }
`;

/** The install card (install-prompt.tsx shows it when the browser offers to install): Install, or 'Not now'. */
export default function InstallCard({ event, onDone }: { event: BeforeInstallPromptEvent; onDone: () => void }) {
  const cardRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => keepToastsClearOf(cardRef.current), []);

  const install = async () => {
    onDone();
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  };
  const notNow = () => {
    rememberDismissal(INSTALL_PROMPT_DISMISSED_KEY);
    onDone();
  };

  return (
    <aside ref={cardRef} className="renewly-install" aria-label="Install Renewly">
      <style>{css}</style>
      <div className="renewly-install-text">
        <strong>Install Renewly</strong>
        <span>Add it to your home screen for quick access to your renewals.</span>
      </div>
      <div className="renewly-install-actions">
        <button type="button" className="renewly-bar-primary" onClick={() => void install()}>
          Install
        </button>
        <button type="button" className="renewly-bar-secondary" onClick={notNow}>
          Not now
        </button>
      </div>
    </aside>
  );
}

/**
 * On wide screens the card and the toasts share the bottom-right corner: publish the room the card takes
 * (its height plus its 24 px offset) so the toast area sits above it (see toast-styles).
 */
function keepToastsClearOf(card: HTMLElement | null): (() => void) | undefined {
  if (!card) return undefined;
  const root = document.documentElement;
  const update = () => root.style.setProperty(INSTALL_CLEARANCE_VAR, `${card.offsetHeight + 24}px`);
  update();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  observer?.observe(card);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(INSTALL_CLEARANCE_VAR);
  };
}
