// Re-authentication across apps (issue 40). When the API refuses a sensitive write with 403 `reauthRequired`, the
// client asks whoever shows the "Confirm it's you" dialog (the shell) through one window event, waits for the answer
// and then repeats the request once, so the user's change is not lost.
//
// The contract (stable: remotes deploy alone and bundle their own copy of this file):
//   event name  'renewly:reauth-request' (REAUTH_REQUEST_EVENT), dispatched on `window`
//   detail      { respond(confirmed: boolean): void }
//   The listener calls `event.preventDefault()` to say it will answer, shows the dialog, and calls respond(true) once
//   the session has re-authenticated (any method: password, code, passkey), or respond(false) when the user cancels.
//   Nobody listening (a remote on its own page): the original 403 error is thrown as before.

export const REAUTH_REQUEST_EVENT = 'renewly:reauth-request';

export interface ReauthRequestDetail {
  respond(confirmed: boolean): void;
}

/** True when the answer body is the API's re-authentication refusal. */
export function isReauthRequired(status: number, body: string): boolean {
  if (status !== 403) return false;
  try {
    return (JSON.parse(body) as { reauthRequired?: unknown } | null)?.reauthRequired === true;
  } catch {
    return false;
  }
}

let pending: Promise<boolean> | null = null;

/**
 * Asks the page's dialog to confirm who the user is; resolves true once re-authenticated, false when cancelled or
 * when nothing on the page answers. Calls made while the dialog is open share the one answer.
 */
export function requestReauthentication(): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  if (pending) return pending;
  pending = new Promise<boolean>((resolve) => {
    const event = new CustomEvent<ReauthRequestDetail>(REAUTH_REQUEST_EVENT, {
      cancelable: true,
      detail: { respond: (confirmed) => resolve(confirmed) },
    });
    const handled = !window.dispatchEvent(event);
    if (!handled) resolve(false);
  }).finally(() => {
    pending = null;
  });
  return pending;
}

/** The dialog's side: answers every re-authentication request; returns the unsubscribe function. */
export function onReauthRequest(handler: (detail: ReauthRequestDetail) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    event.preventDefault();
    handler((event as CustomEvent<ReauthRequestDetail>).detail);
  };
  window.addEventListener(REAUTH_REQUEST_EVENT, listener);
  return () => window.removeEventListener(REAUTH_REQUEST_EVENT, listener);
}
