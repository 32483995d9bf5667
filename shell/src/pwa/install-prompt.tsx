import { lazy, Suspense, useEffect, useState } from 'react';
import { INSTALL_PROMPT_DISMISSED_KEY } from '@renewly/shared-contracts';
import type { BeforeInstallPromptEvent } from './before-install-prompt-event';
import { isDismissed } from './dismissal';
import { takeEarlyInstallPrompt } from './early-install-prompt';

// The card loads when the browser offers to install (rarely, and after the page has drawn): not on every first load.
const InstallCard = lazy(() => import('./install-card'));

/**
 * Spec §2/§4: shown when the browser fires its install-available event; hidden after the user's choice, after
 * installation, or after 'Not now' (remembered under install-prompt-dismissed).
 */
export function InstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const early = takeEarlyInstallPrompt();
    if (isDismissed(INSTALL_PROMPT_DISMISSED_KEY)) return;
    if (early) setEvent(early);
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
  return (
    <Suspense fallback={null}>
      <InstallCard event={event} onDone={() => setEvent(null)} />
    </Suspense>
  );
}
