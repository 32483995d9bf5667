// Issue 38: a dialog answers a tap with its first field, and the rest of the form follows in a second pass that React
// renders in slices (a deferred value), so the tap is not held behind one long task that draws every control at once.
// On a phone (CPU 4x) the policy dialog's one task of ~380 ms drew the first field only at its end.
import { useDeferredValue, type ReactNode } from 'react';

/** Marks, while it is there, a form whose later fields are not drawn yet (Tab from the first field would skip them). */
export const FORM_REST_PENDING_ATTRIBUTE = 'data-form-rest-pending';

/** Draws `children` just after the first paint of what is around it (at once where React renders synchronously). */
export function DrawnAfter({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : <span hidden {...{ [FORM_REST_PENDING_ATTRIBUTE]: '' }} />;
}
