import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { onToast, queryClientDefaults, type ToastDetail } from '@renewly/shared-contracts';

/** Renders a page inside what the shell gives it (a query client without retries, a router), recording its toasts. */
export function renderPage(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { ...queryClientDefaults.queries, retry: false },
      mutations: { ...queryClientDefaults.mutations, retry: false },
    },
  });
  const toasts: ToastDetail[] = [];
  const stopToasts = onToast((toast) => toasts.push(toast));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
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
