// What jsdom lacks for dialog-focus.ts's refocusing, as the browser does it.

// jsdom draws nothing, so every element has no box and dialog-focus.ts would think nothing is shown yet: in these
// tests an element in the page counts as drawn.
export function treatConnectedElementsAsDrawn(): () => void {
  const spy = jest
    .spyOn(Element.prototype, 'getClientRects')
    .mockImplementation(function getClientRects(this: Element) {
      return (this.isConnected ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
    });
  return () => spy.mockRestore();
}

/**
 * The browser's focus fix-up (jsdom has none): a focused button that becomes disabled, as one does while it works,
 * loses focus to the page body.
 */
export function fixUpFocusOnDisabled(): void {
  const active = document.activeElement as HTMLButtonElement | null;
  if (!active?.disabled) return;
  const elsewhere = document.createElement('input');
  document.body.append(elsewhere);
  elsewhere.focus();
  elsewhere.remove();
}
