// Types only: the entry script's early install keeper uses this before the federation's shared modules exist.
import type { INSTALL_PROMPT_DISMISSED_KEY, NOTIFICATION_BANNER_DISMISSED_KEY } from '@renewly/shared-contracts';

export type DismissalKey = typeof NOTIFICATION_BANNER_DISMISSED_KEY | typeof INSTALL_PROMPT_DISMISSED_KEY;

/** Dismissals are remembered in local storage (spec §4); storage that throws (private mode) just forgets. */
export function isDismissed(key: DismissalKey): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function rememberDismissal(key: DismissalKey): void {
  try {
    window.localStorage.setItem(key, 'true');
  } catch {
    // Nothing to do: the bar stays hidden for this visit.
  }
}
