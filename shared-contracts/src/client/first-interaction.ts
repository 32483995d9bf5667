// Work a page can do later: started at the user's first tap, click, key, focus or scroll on the page (or, if given,
// after a while without one). On a phone, code evaluated just after load blocks the page as it becomes usable;
// once the user touches the page, the work runs while they find what they came for.
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart'] as const;

/** Housekeeping waits this long after the first tap: a phone's tap opens its dialog within about a second once idle. */
export const HOUSEKEEPING_AFTER_TAP_MS = 3_000;

export interface FirstInteractionOptions {
  /** Run anyway after this long without an interaction. */
  orAfterMs?: number;
  /**
   * Wait this long after the interaction before running: for housekeeping that the tap itself does not need (checks of
   * the first reads, the reminder timers), so what was tapped has the link and the main thread first (issue 38).
   */
  afterInteractionMs?: number;
}

/** Runs `task` once, at the first interaction (or after `orAfterMs`); returns a function that cancels it. */
export function onFirstInteraction(task: () => void, { orAfterMs, afterInteractionMs }: FirstInteractionOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  const stopListening = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, interacted, true));
  const cancel = () => {
    settled = true;
    stopListening();
    if (timer !== undefined) clearTimeout(timer);
  };
  function run() {
    if (settled) return;
    cancel();
    task();
  }
  function interacted() {
    stopListening();
    if (!afterInteractionMs) return run();
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, afterInteractionMs);
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, interacted, { capture: true, passive: true }));
  if (orAfterMs !== undefined) timer = setTimeout(run, orAfterMs);
  return cancel;
}
