// Issue 38: a dialog answers a tap with its first field, and the rest of the form follows in a second pass that React
// renders in slices (a deferred value), so the tap is not held behind one long task that draws every control at once.
// On a phone (CPU 4x) the policy dialog's one task of ~380 ms drew the first field only at its end.
import { useDeferredValue, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/** Marks, while it is there, a form whose later fields are not drawn yet (Tab from the first field would skip them). */
export const FORM_REST_PENDING_ATTRIBUTE = 'data-form-rest-pending';

const TABBABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

// Issue 48: the field a Tab was pressed in while the fields after it were still to be drawn (one for the page).
let heldTab: HTMLElement | null = null;

/** Draws `children` just after the first paint of what is around it (at once where React renders synchronously). */
export function DrawnAfter({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  const marker = useRef<HTMLSpanElement>(null);
  useTabHeldUntilDrawn(ready, marker);
  return ready ? children : <span hidden ref={marker} {...{ [FORM_REST_PENDING_ATTRIBUTE]: '' }} />;
}

/**
 * A Tab pressed in the form before its later fields are drawn would skip them (from the first field to Cancel): it
 * is held, and done once they are drawn, from the field it was pressed in to the next one.
 */
function useTabHeldUntilDrawn(ready: boolean, marker: RefObject<HTMLSpanElement | null>) {
  useEffect(() => {
    if (ready) return;
    const pending = marker.current;
    const container = pending && containerOf(pending);
    if (!container) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement;
      // Drawn already (this listener goes a moment after): the browser's own Tab.
      if (!pending.isConnected) return;
      if (event.key !== 'Tab' || event.shiftKey || event.defaultPrevented || !(active instanceof HTMLElement) || !container.contains(active)) return;
      event.preventDefault();
      heldTab = active;
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [ready, marker]);

  useLayoutEffect(() => {
    const from = heldTab;
    if (!ready || !from?.isConnected) return;
    const container = containerOf(from);
    // Another part of the form still to come: the last one drawn moves focus.
    if (!container || container.querySelector(`[${FORM_REST_PENDING_ATTRIBUTE}]`)) return;
    heldTab = null;
    // Only if focus is still where the Tab was pressed (the user has not clicked elsewhere meanwhile).
    if (document.activeElement !== from) return;
    const next = [...container.querySelectorAll<HTMLElement>(TABBABLE)].find(
      (el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !from.contains(el) && isTabbable(el),
    );
    next?.focus();
  }, [ready]);
}

const containerOf = (el: Element) => el.closest<HTMLElement>('form') ?? el.closest<HTMLElement>('[role="dialog"]');

function isTabbable(el: HTMLElement): boolean {
  if ((el as HTMLInputElement).disabled || el.tabIndex < 0) return false;
  return typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true });
}
