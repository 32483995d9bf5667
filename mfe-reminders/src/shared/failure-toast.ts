import { errorStatus, serverMessage, showToast, TOASTS } from '@renewly/shared-contracts';

/**
 * The spec's 'Error' toast: the spec's words (e.g. 'Failed to create reminder'), or the server's own message when it
 * refused the request (4xx: it says what to change, e.g. 'Policy not found'). Never the raw '{status}: {body}'.
 */
export function showFailureToast(error: unknown, fallback: string): void {
  const status = errorStatus(error);
  const refused = status !== undefined && status >= 400 && status < 500;
  showToast({ title: TOASTS.error, description: refused ? serverMessage(error, fallback) : fallback, variant: 'error' });
}
