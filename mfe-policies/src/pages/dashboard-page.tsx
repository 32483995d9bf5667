// Exposed as `policies/DashboardPage` (route '/').
import { PoliciesTheme } from '../app/policies-theme';
import { DashboardView } from '../features/dashboard/components/dashboard-view';

export default function DashboardPage() {
  return (
    <PoliciesTheme>
      <DashboardView />
    </PoliciesTheme>
  );
}
