import { useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClientDefaults } from '@renewly/shared-contracts';
import { ToastArea } from '../toasts/toast-area';
import { ApplicationError, ErrorBoundary } from './application-error';
import { AuthGate } from './auth-gate';
import { SignedInLayout } from './signed-in-layout';
import { ShellStyles } from './shell-styles';
import { registerServiceWorker } from '../pwa/register-service-worker';
import { keepFirstVisitForOffline } from '../pwa/keep-for-offline';
import { OfflineBar } from '../pwa/offline-bar';
import { watchOfflineStatus } from '../pwa/offline-status';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}

/** Providers, the auth gate, the signed-in layout and the one toast area; an app-level error boundary around all. */
export default function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    void registerServiceWorker().then((registration) => registration && keepFirstVisitForOffline());
    return watchOfflineStatus();
  }, []);
  return (
    <ErrorBoundary fallback={(error) => <ApplicationError error={error} />}>
      <QueryClientProvider client={queryClient}>
        {/* No antd ConfigProvider here: the antd parts are lazy and bring their own (federation/antd-theme.tsx). */}
        <ShellStyles />
        <BrowserRouter>
          <AuthGate>{(user) => <SignedInLayout user={user} />}</AuthGate>
        </BrowserRouter>
        <OfflineBar />
        <ToastArea />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
