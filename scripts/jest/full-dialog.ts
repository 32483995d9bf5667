// For page tests: the full (antd) dialog, once it has taken over from the page's plain early form. A tap on a button
// with a plain form opens that first (a native <dialog>) and the full dialog is drawn after it, in a transition
// (issue 50), so "the dialog" right after a click may still be the plain one, or the full one without its later fields.
import { screen, waitFor } from '@testing-library/react';

export function findFullDialog(): Promise<HTMLElement> {
  return waitFor(() => {
    const full = screen.queryAllByRole('dialog').find((dialog) => dialog.tagName !== 'DIALOG');
    if (!full) throw new Error('the full dialog is not shown yet');
    // A long form draws its later fields a render after its first (DrawnAfter marks the wait).
    if (full.querySelector('[data-form-rest-pending]')) throw new Error("the full dialog's later fields are not drawn yet");
    return full;
  });
}
