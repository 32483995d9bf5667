import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { onToast, queryClientDefaults, type ToastDetail } from '@renewly/shared-contracts';

/** Renders a page inside the query client the shell would give it (no retries), recording the toasts it raises. */
export function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { ...queryClientDefaults.queries, retry: false },
      mutations: { ...queryClientDefaults.mutations, retry: false },
    },
  });
  const toasts: ToastDetail[] = [];
  const stopToasts = onToast((toast) => toasts.push(toast));
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, queryClient, toasts, stopToasts };
}

/** A promise the test resolves when it chooses (to look at a page while a request is in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
