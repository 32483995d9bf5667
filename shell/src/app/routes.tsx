import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { REMOTE_ROUTES } from '@renewly/shared-contracts';
import { PageSkeleton } from '../remotes/page-skeleton';
import { RemotePage } from '../remotes/remote-page';

const NotFoundPage = lazy(() => import('./not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      {/* The route table of spec §2 (shared-contracts' registry): each route lazy-loads its remote's page. */}
      {REMOTE_ROUTES.map(({ path, remote, page, title }) => (
        <Route key={path} path={path} element={<RemotePage remote={remote} page={page} title={title} />} />
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
