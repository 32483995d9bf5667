import { Suspense } from 'react';
import type { User } from '@renewly/shared-contracts';
import { AppHeader } from '../header/app-header';
import { SkipLink } from '../header/skip-link';
import { MobileNav } from '../header/mobile-nav';
import { InstallPrompt } from '../pwa/install-prompt';
import { PushBanner } from '../pwa/push-banner';
import { PwaServices } from '../pwa/pwa-services';
import { ToastSlot } from '../toasts/toast-slot';
import { ReauthHost } from '../reauth/reauth-host';
import { ErrorBoundary } from './application-error';
import { LazyAuthScreen } from './lazy-auth-screen';
import { AppRoutes } from './routes';

/** Header, the routed page, footer and the phone tab bar around the route table. */
export function SignedInLayout({ user }: { user: User }) {
  return (
    <div className="renewly-layout">
      <SkipLink />
      <AppHeader user={user} />
      <ToastSlot />
      <PushBanner />
      <main className="renewly-main" id="main" tabIndex={-1}>
        {/* Spec §2: if the router itself fails, the auth screen is the fallback. Remote pages have their own boundaries. */}
        <ErrorBoundary
          fallback={() => (
            <Suspense fallback={null}>
              <LazyAuthScreen />
            </Suspense>
          )}
        >
          <AppRoutes firstName={user.firstName} />
        </ErrorBoundary>
      </main>
      <footer className="renewly-footer">
        © {new Date().getFullYear()} Renewly · UK car insurance renewals made simple
      </footer>
      <InstallPrompt />
      <PwaServices />
      <MobileNav />
      <ReauthHost />
    </div>
  );
}
