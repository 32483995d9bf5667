// For page tests: the full (antd) dialog, once it has taken over from the page's plain early form. A tap made before
// the dialog's code has loaded opens the plain form first (a native <dialog>), and a long form draws its later fields a
// render after its first, so "the dialog" right after a click may be the plain one, or the full one half drawn.
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
