// Work a page can do later: started at the user's first tap, click, key, focus or scroll on the page (or, if given,
// after a while without one). On a phone, code evaluated just after load blocks the page as it becomes usable;
// once the user touches the page, the work runs while they find what they came for.
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'wheel', 'touchstart'] as const;

/** Runs `task` once, at the first interaction (or after `orAfterMs`); returns a function that cancels it. */
export function onFirstInteraction(task: () => void, { orAfterMs }: { orAfterMs?: number } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    INTERACTIONS.forEach((type) => window.removeEventListener(type, start, true));
    if (timer !== undefined) clearTimeout(timer);
  };
  function start() {
    cancel();
    task();
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
  if (orAfterMs !== undefined) timer = setTimeout(start, orAfterMs);
  return cancel;
}
