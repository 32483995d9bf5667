import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { INSTALL_PROMPT_DISMISSED_KEY } from '@renewly/shared-contracts';
import { INSTALL_CLEARANCE_VAR } from '../toasts/toast-styles';
import { isDismissed, rememberDismissal } from './dismissal';

/** Chromium's install-available event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Spec §2/§4: shown when the browser fires its install-available event; hidden after the user's choice, after
 * installation, or after 'Not now' (remembered under install-prompt-dismissed).
 */
export function InstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (isDismissed(INSTALL_PROMPT_DISMISSED_KEY)) return;
    const onAvailable = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', onAvailable);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onAvailable);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const cardRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => (event ? keepToastsClearOf(cardRef.current) : undefined), [event]);

  if (!event) return null;

  const install = async () => {
    setEvent(null);
    await event.prompt();
    await event.userChoice.catch(() => undefined);
  };
  const notNow = () => {
    rememberDismissal(INSTALL_PROMPT_DISMISSED_KEY);
    setEvent(null);
  };

  return (
    <aside ref={cardRef} className="renewly-install" aria-label="Install Renewly">
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
