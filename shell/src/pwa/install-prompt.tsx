import { useEffect, useState } from 'react';
import { INSTALL_PROMPT_DISMISSED_KEY } from '@renewly/shared-contracts';
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
    <aside className="renewly-install" aria-label="Install Renewly">
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
