// The menu-button pattern for the header's popups (the bell's panel, the user menu): when the popup opens, focus moves
// into it; Tab, Shift+Tab and the arrow keys move between its controls and stay inside it; Home and End go to the first
// and last; Escape closes it and puts focus back on its button. The keys are handled before antd's own (menu arrows,
// the dropdown's window listener that closes on Tab), so each key does one thing.
import type { KeyboardEvent, ReactNode, RefObject } from 'react';

const CANDIDATES = 'a[href], button:not([disabled]), [role="menuitem"]:not([aria-disabled="true"])';

/** The popup's controls in order: a menu item's own link stands for the item; hidden ones are left out. */
export function popupControls(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) => !(el.getAttribute('role') === 'menuitem' && el.querySelector('a[href]')) && el.getClientRects().length > 0,
  );
}

function nextIndex(key: string, shift: boolean, current: number, count: number): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const forward = key === 'ArrowDown' || (key === 'Tab' && !shift);
  const backward = key === 'ArrowUp' || (key === 'Tab' && shift);
  if (!forward && !backward) return null;
  if (current < 0) return forward ? 0 : count - 1;
  return (current + (forward ? 1 : -1) + count) % count;
}

const MAX_FRAMES_TO_WAIT = 120;

/**
 * Called as the popup is asked to open: it is drawn (and its lazy content arrives) a few frames later, then its first
 * control takes focus; with no control yet (loading, nothing to mark read) the panel itself, if it can.
 */
export function focusIntoPopupSoon(container: RefObject<HTMLElement | null>): () => void {
  let frames = 0;
  let handle = requestAnimationFrame(function focusFirst() {
    const element = container.current;
    if (element?.contains(document.activeElement)) return;
    const target = element ? (popupControls(element)[0] ?? element.querySelector<HTMLElement>('[tabindex="-1"]')) : null;
    target?.focus({ preventScroll: true });
    if (!element?.contains(document.activeElement) && frames++ < MAX_FRAMES_TO_WAIT) handle = requestAnimationFrame(focusFirst);
  });
  return () => cancelAnimationFrame(handle);
}

export function PopupKeyboard({ containerRef, onClose, children }: { containerRef: RefObject<HTMLDivElement | null>; onClose: () => void; children: ReactNode }) {
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const controls = popupControls(event.currentTarget);
    if (controls.length === 0) return;
    const index = nextIndex(event.key, event.shiftKey, controls.indexOf(document.activeElement as HTMLElement), controls.length);
    if (index === null) return;
    event.preventDefault();
    event.stopPropagation();
    controls[index]!.focus();
  };

  return (
    <div ref={containerRef} onKeyDownCapture={onKeyDownCapture}>
      {children}
    </div>
  );
}
