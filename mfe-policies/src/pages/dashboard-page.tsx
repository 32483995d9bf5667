// Exposed as `policies/DashboardPage` (route '/'). No antd theme on the root: the dashboard draws no antd on its first
// paint (see dashboard-styles.tsx); the add dialog (the policies feature's, composed here) brings its own themed antd
// when opened.
import { RemoteRoot } from '../../../federation/remote-root';
import { DashboardView } from '../features/dashboard/components/dashboard-view';
import { LazyPolicyFormDialog } from '../features/policies/components/lazy-policy-form-dialog';

export default function DashboardPage() {
  return (
    <RemoteRoot name="policies/DashboardPage">
      <DashboardView addPolicyDialog={LazyPolicyFormDialog} />
    </RemoteRoot>
  );
}
