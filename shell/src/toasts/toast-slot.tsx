// Where the signed-in layout wants its toasts: a band in the page's flow under the sticky header, so a toast pushes the
// page down instead of lying over a control (it covered the bell and avatar on a phone, a Delete button on a desktop).
// Without a slot (the sign-in screen) the toast area keeps its fixed place.
import { useSyncExternalStore } from 'react';

let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setSlot(element: HTMLElement | null) {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The slot element the toasts are drawn in, if the page has one. */
export function useToastSlot(): HTMLElement | null {
  return useSyncExternalStore(subscribe, () => slot, () => null);
}

/** Put once in a layout, where toasts go (sticky under the header). */
export function ToastSlot() {
  return <div className="renewly-toast-slot" ref={setSlot} />;
}
