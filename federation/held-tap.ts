// Issue 38: a tap made while a server-drawn page is still starting is held by the page's head script and pressed again
// once React owns the button (EARLY_CLICK_SCRIPT). Only then did the tapped dialog's code start to load: about a
// second of a slow link left idle while the page hydrated. A button marked with FIRST_ACTION_ATTRIBUTE names what its
// tap needs; a page registers a loader per name when its code is evaluated (before it hydrates), and the held tap's
// loader starts at once: at the tap if the page's code is already here, else as soon as it is.
import { HELD_TAP_EVENT, HELD_TAP_GLOBAL } from '@renewly/shared-contracts/features/server-drawn';

export const FIRST_ACTION_ATTRIBUTE = 'data-first-action';

export type FirstActionLoads = Record<string, () => Promise<unknown>>;

/** The attribute to put on a button whose tap opens `name` (spread on the element). */
export const firstAction = (name: string) => ({ [FIRST_ACTION_ATTRIBUTE]: name });

function nameOf(button: unknown): string | null {
  if (typeof Element === 'undefined' || !(button instanceof Element)) return null;
  return button.closest(`[${FIRST_ACTION_ATTRIBUTE}]`)?.getAttribute(FIRST_ACTION_ATTRIBUTE) ?? null;
}

/** Starts the loader of the button a tap is held on (now, or when one is held later); returns a stop. */
export function preloadForHeldTap(loads: FirstActionLoads): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const start = (button: unknown) => {
    const name = nameOf(button);
    const load = name ? loads[name] : undefined;
    if (load) load().catch(() => undefined);
  };
  start((window as unknown as Record<string, unknown>)[HELD_TAP_GLOBAL]);
  const onHeld = (event: Event) => start((event as CustomEvent<unknown>).detail);
  document.addEventListener(HELD_TAP_EVENT, onHeld);
  return () => document.removeEventListener(HELD_TAP_EVENT, onHeld);
}
