// Tab from a dialog's last control goes straight to its first, and Shift+Tab from its first to its last. antd's modal
// holds focus in the dialog only once it has left: from the last control, Tab first leaves the page (the dialog ends
// the document), so one press landed on the page before focus came back. Wrap a Modal's content in it through
// `modalRender={(node) => <DialogTabLoop>{node}</DialogTabLoop>}`.
import type { KeyboardEvent, ReactNode } from 'react';

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex]';

/** The controls Tab stops at inside `root`, in order (enabled, shown, not taken out of the tab order). */
export function tabStops(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden' &&
      // Of a radio group only the checked one (or the first, when none is) is a stop.
      !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el.form?.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`)),
  );
}

export function onDialogTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabStops(event.currentTarget);
  if (stops.length === 0) return;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const at = document.activeElement;
  if (!event.shiftKey && at === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && at === first) {
    event.preventDefault();
    last.focus();
  }
}

export function DialogTabLoop({ children }: { children: ReactNode }) {
  return (
    // A wrapper for keys only: `display: contents` leaves the dialog's layout as it was.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div style={{ display: 'contents' }} onKeyDown={onDialogTab}>
      {children}
    </div>
  );
}
