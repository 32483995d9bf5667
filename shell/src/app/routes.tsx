import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { REMOTE_ROUTES } from '@renewly/shared-contracts';
import { PageSkeleton } from '../remotes/page-skeleton';
import { RemotePage } from '../remotes/remote-page';

const NotFoundPage = lazy(() => import('./not-found-page'));

/** `firstName`: the signed-in user's, for the dashboard's greeting in its loading skeleton. */
export function AppRoutes({ firstName }: { firstName?: string | null }) {
  return (
    <Routes>
      {/* The route table of spec §2 (shared-contracts' registry): each route lazy-loads its remote's page. */}
      {REMOTE_ROUTES.map(({ path, ...route }) => (
        <Route key={path} path={path} element={<RemotePage {...route} firstName={firstName} />} />
      ))}
      <Route
        path="*"
        element={
          <Suspense fallback={<PageSkeleton />}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Routes>
  );
}
