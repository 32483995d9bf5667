/**
 * Runs `then` in a task after the next frame has been painted (issue 50): work a tap starts but does not need to draw
 * its answer (inserting a dialog's scripts, a menu's first draw) waits until the answer is on screen. Where there are
 * no frames (a test outside a browser), in the next task.
 */
export function afterPaint(then: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(then, 0));
  else setTimeout(then, 0);
}

/** `afterPaint` as a promise. */
export const painted = (): Promise<void> => new Promise((resolve) => afterPaint(resolve));
