import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { onToast, queryClientDefaults, type ToastDetail } from '@renewly/shared-contracts';

/** Renders a page as the shell would (shared query client and router), recording the toasts it raises. */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { ...queryClientDefaults.queries, retry: false },
      mutations: { ...queryClientDefaults.mutations, retry: false },
    },
  });
  const toasts: ToastDetail[] = [];
  const stop = onToast((t) => toasts.push(t));
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, toasts, stopToasts: stop };
}
