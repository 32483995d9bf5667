// The browser's install offer ('beforeinstallprompt', fired once) caught from the start of the page, kept until the
// install card listens: a server-drawn page is shown before the app has started, and the offer can come meanwhile.
// No React or shared modules here: the entry script runs it before the federation's shared modules exist.
import type { INSTALL_PROMPT_DISMISSED_KEY } from '@renewly/shared-contracts';
import { isDismissed } from './dismissal';
import type { BeforeInstallPromptEvent } from './before-install-prompt-event';

/** shared-contracts' INSTALL_PROMPT_DISMISSED_KEY (early-install-prompt.test.ts keeps the two equal). */
export const DISMISSED_KEY: typeof INSTALL_PROMPT_DISMISSED_KEY = 'install-prompt-dismissed';

let kept: BeforeInstallPromptEvent | null = null;
let handedOver = false;

/** Starts keeping the offer (the entry script calls it first); as the card does, only while not dismissed. */
export function keepEarlyInstallPrompt(target: Window = window): void {
  kept = null;
  handedOver = false;
  const keep = (event: Event) => {
    if (handedOver || isDismissed(DISMISSED_KEY)) return;
    event.preventDefault();
    kept = event as BeforeInstallPromptEvent;
  };
  target.addEventListener('beforeinstallprompt', keep);
  target.addEventListener('appinstalled', () => {
    kept = null;
  });
}

/** The offer made before the card listened, if any (once): from then on the card listens itself. */
export function takeEarlyInstallPrompt(): BeforeInstallPromptEvent | null {
  handedOver = true;
  const event = kept;
  kept = null;
  return event;
}
