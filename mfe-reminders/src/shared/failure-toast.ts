import { refusedMessage, showToast, TOASTS } from '@renewly/shared-contracts';

/**
 * The spec's 'Error' toast with the spec's words (e.g. 'Failed to create reminder'); when the server refused the
 * request (4xx), its own sentence follows on the next line (it says what to change, e.g. 'Policy not found').
 * Never the raw '{status}: {body}'.
 */
export function showFailureToast(error: unknown, fallback: string): void {
  const server = refusedMessage(error, fallback) ?? fallback;
  showToast({ title: TOASTS.error, description: server === fallback ? fallback : `${fallback}\n${server}`, variant: 'error' });
}
