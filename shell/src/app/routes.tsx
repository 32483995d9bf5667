import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSkeleton } from '../remotes/page-skeleton';
import { RemotePage } from '../remotes/remote-page';

const NotFoundPage = lazy(() => import('./not-found-page'));

/** The route table of spec §2: each route lazy-loads its remote's page. */
export const REMOTE_ROUTES = [
  { path: '/', remote: 'policies', expose: 'DashboardPage', title: 'Dashboard' },
  { path: '/reminders', remote: 'reminders', expose: 'RemindersPage', title: 'Reminders' },
  { path: '/quotes', remote: 'quotes', expose: 'QuotesPage', title: 'Insurance Quotes' },
  { path: '/policies', remote: 'policies', expose: 'PoliciesPage', title: 'Insurance Policies' },
  { path: '/market-trends', remote: 'market', expose: 'MarketTrendsPage', title: 'Market Trends & Insights' },
  { path: '/profile', remote: 'account', expose: 'ProfilePage', title: 'Profile' },
  { path: '/email-test', remote: 'reminders', expose: 'EmailTestPage', title: 'Email test' },
  { path: '/sms-test', remote: 'reminders', expose: 'SmsTestPage', title: 'SMS test' },
] as const;

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ path, remote, expose, title }) => (
        <Route key={path} path={path} element={<RemotePage remote={remote} expose={expose} title={title} />} />
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
