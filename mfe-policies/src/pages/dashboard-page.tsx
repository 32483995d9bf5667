// Exposed as `policies/DashboardPage` (route '/'). No antd theme on the root: the dashboard draws no antd on its first
// paint (see dashboard-styles.tsx); the add dialog (the policies feature's, composed here) brings its own themed antd
// when opened.
import type { QueryClient } from '@tanstack/react-query';
import { RemoteRoot } from '../../../federation/remote-root';
import { policiesQuery } from '../api/get-policies';
import { dashboardStatsQuery } from '../features/dashboard/api/get-dashboard-stats';
import { insuranceTipsQuery } from '../features/dashboard/api/get-insurance-tips';
import { DashboardView } from '../features/dashboard/components/dashboard-view';
import { LazyPolicyFormDialog } from '../features/policies/components/lazy-policy-form-dialog';

export default function DashboardPage() {
  return (
    <RemoteRoot name="policies/DashboardPage">
      <DashboardView addPolicyDialog={LazyPolicyFormDialog} />
    </RemoteRoot>
  );
}

/** The page's first reads, put in the cache before its first render where the server drew it (src/server/draw-page.tsx). */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.ensureQueryData(dashboardStatsQuery),
    queryClient.ensureQueryData(policiesQuery),
    queryClient.ensureQueryData(insuranceTipsQuery),
  ]);
}
