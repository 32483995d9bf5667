import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClientDefaults } from '@renewly/shared-contracts';
import { ToastArea } from '../toasts/toast-area';
import { ApplicationError, ErrorBoundary } from './application-error';
import { AuthGate } from './auth-gate';
import { SignedInOrRecovery } from './signed-in-or-recovery';
import { ShellStyles } from './shell-styles';
import { registerServiceWorker } from '../pwa/register-service-worker';
import { bootData } from '../boot-data';
import { OfflineBar } from '../pwa/offline-bar';
import { watchOfflineStatus } from '../pwa/offline-status';
import { seedSignedInUser } from '../seed-signed-in-user';
import { EmailVerificationLink } from '../auth/email-verification-link';
import { signOutOnUnauthorized } from '../auth/sign-out-on-unauthorized';

/**
 * The app's query client; on a page the server drew, it starts with the signed-in user the server inlined. Any read
 * answered 401 signs the page out (sign-out-on-unauthorized.ts).
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  if (typeof document !== 'undefined') seedSignedInUser(queryClient);
  // For the page's life: a read answered 401 (the session ended elsewhere) shows the sign-in screen.
  signOutOnUnauthorized(queryClient);
  return queryClient;
}

/**
 * Providers, the auth gate, the signed-in layout and the one toast area; an app-level error boundary around all.
 * The same tree in the browser and on the server (server/draw-signed-in-page.tsx), which gives its own router.
 */
export function AppTree({ queryClient, router: RouterOf }: { queryClient: QueryClient; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <ApplicationError error={error} />}>
      <QueryClientProvider client={queryClient}>
        {/* No antd ConfigProvider here: the antd parts are lazy and bring their own (federation/antd-theme.tsx). */}
        <ShellStyles />
        <RouterOf>
          <AuthGate>{(user) => <SignedInOrRecovery user={user} />}</AuthGate>
        </RouterOf>
        <OfflineBar />
        <ToastArea />
        <EmailVerificationLink />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    // Read before the worker can claim the page: a page it did not control loaded its files past it.
    const firstVisit = !navigator.serviceWorker?.controller;
    void registerServiceWorker().then(async (registration) => {
      if (!registration) return;
      // What to keep for offline is told once the worker is there: its code is not part of the first load.
      // Offline before its chunk was fetched: nothing is handed over (the worker still keeps what it fetches from now on).
      const keep = await import('../pwa/keep-for-offline').catch(() => null);
      if (!keep) return;
      if (firstVisit) void keep.keepFirstVisitForOffline();
      const boot = bootData();
      if (boot) void keep.keepInlinedAnswersForOffline(boot);
    });
    return watchOfflineStatus();
  }, []);
  return <AppTree queryClient={queryClient} router={BrowserRouter} />;
}
