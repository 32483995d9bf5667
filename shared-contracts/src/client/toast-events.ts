// Remotes never render notifications themselves: they raise a window event the shell's toast area shows.

export const TOAST_EVENT = 'renewly:toast';

/** `warning`: done, but not all of it (a policy saved, its notice not kept). */
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastDetail {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export function showToast(detail: ToastDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail }));
}

/** Subscribes to toasts; returns the unsubscribe function. */
export function onToast(handler: (detail: ToastDetail) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<ToastDetail>).detail);
  window.addEventListener(TOAST_EVENT, listener);
  return () => window.removeEventListener(TOAST_EVENT, listener);
}
