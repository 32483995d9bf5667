import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { queryClientDefaults } from '@renewly/shared-contracts';
import { ToastArea } from '../../toasts/toast-area';

/** Renders with a fresh QueryClient (no retries, so failures show at once), a router and the toast area. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { ...queryClientDefaults.queries, retry: false },
      mutations: { ...queryClientDefaults.mutations, retry: false },
    },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <ToastArea />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
